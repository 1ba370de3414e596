import { CHALLENGE_LIMITS as L } from '@crowns/contracts';
import { CalendarClock, Zap } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { serverNow } from '../../../lib/server-clock';
import { FieldError } from '../../../ui/field';
import form from '../../../ui/form/create-form.module.css';
import { toLocalInput } from './draft';
import { type OptionCard, OptionCards } from './option-cards';

const MODES: OptionCard<'now' | 'later'>[] = [
  { value: 'now', label: 'Now', icon: Zap },
  { value: 'later', label: 'Later', icon: CalendarClock },
];

type Props = {
  mode: 'now' | 'later';
  onMode: (mode: 'now' | 'later') => void;
  /** The `startAt` input's registration. */
  startAt: UseFormRegisterReturn<'startAt'>;
  error?: string;
};

/** Starts now, or later at a chosen local time (within 30 days). */
export function StartField({ mode, onMode, startAt, error }: Props) {
  const id = useId();
  const now = serverNow();
  return (
    <div className={form.field}>
      <OptionCards legend="Starts" options={MODES} value={mode} onChange={onMode} />
      {mode === 'later' ? (
        <>
          <label htmlFor={`${id}-at`} className={form.label}>
            Start time
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            className={`${form.input} ${error ? form.invalid : ''}`}
            min={toLocalInput(now)}
            max={toLocalInput(now + L.startMaxDaysAhead * 86_400_000)}
            aria-invalid={error ? true : undefined}
            {...startAt}
          />
          <FieldError message={error} />
        </>
      ) : null}
    </div>
  );
}
