import type { ChallengeType } from '@crowns/contracts';
import type { TextRow } from '../../../ui/form/rows-field';

export type DurationUnit = 'hours' | 'days';

/** The Create Challenge draft, as the form holds it. */
export type ChallengeDraft = {
  /** The cropped 16:9 JPEG, or null before one is chosen. */
  selectedImage: Blob | null;
  title: string;
  description: string;
  /** One category name, '' before one is picked. */
  category: string;
  type: ChallengeType;
  rules: TextRow[];
  startMode: 'now' | 'later';
  /** `datetime-local` value (local time) when it starts later. */
  startAt: string;
  /** Digits as typed. */
  duration: string;
  durationUnit: DurationUnit;
  /** Dollars as typed: digits and one dot. */
  prizeUsd: string;
};

export const emptyChallengeDraft = (): ChallengeDraft => ({
  selectedImage: null,
  title: '',
  description: '',
  category: '',
  type: 'video',
  rules: [{ value: '' }],
  startMode: 'now',
  startAt: '',
  duration: '24',
  durationUnit: 'hours',
  prizeUsd: '',
});

const HOUR = 3_600_000;

/** When it starts (null: now) and ends, from the draft and the clock. A bad or missing start reads as undefined. */
export function scheduleOf(
  d: Pick<ChallengeDraft, 'startMode' | 'startAt' | 'duration' | 'durationUnit'>,
  now: number,
) {
  const start = d.startMode === 'now' ? null : d.startAt ? new Date(d.startAt) : undefined;
  const from = start === null ? now : start && !Number.isNaN(start.getTime()) ? start.getTime() : undefined;
  const hours = (Number(d.duration) || 0) * (d.durationUnit === 'days' ? 24 : 1);
  return {
    start: start && from !== undefined ? start : start === null ? null : undefined,
    startMs: from,
    hours,
    end: from === undefined ? undefined : new Date(from + hours * HOUR),
  };
}

/** A `datetime-local` value (local time, minutes) for a moment. */
export function toLocalInput(ms: number) {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
