import { usdToCrowns } from '../../../ui/form/amount';
import { cleanRows } from '../../../ui/form/rows-field';
import type { Challenge } from '../types';
import { type ChallengeDraft, scheduleOf } from './draft';

type Me = { id?: number | string; sc_username?: string | null; image_url?: string | null } | undefined;

/** The draft as a challenge row, so the preview is the real card. */
export function previewChallenge(d: ChallengeDraft, imageUrl: string | null, me: Me, ccPerUsd: number, now: number) {
  const s = scheduleOf(d, now);
  // Starting now reads as already started, so the card shows it live with the time to its end.
  const start = s.start === null ? now - 1000 : (s.startMs ?? now);
  const prize = usdToCrowns(d.prizeUsd, ccPerUsd);
  const challenge: Challenge = {
    id: 0,
    slug: '',
    title: d.title.trim() || 'Your challenge title',
    description: d.description.trim(),
    image_url: imageUrl,
    category: d.category,
    type: d.type,
    rules: cleanRows(d.rules),
    status: 'upcoming',
    duration_start_time: new Date(start).toISOString(),
    duration_end_time: (s.end ?? new Date(start)).toISOString(),
    starting_cc: prize,
    prize_cc: prize,
    amount: prize / ccPerUsd,
    contributorsCount: 0,
    responsesCount: 0,
    upvotesCount: 0,
    views: 0,
    creator: { id: Number(me?.id ?? 0), sc_username: me?.sc_username ?? 'you', image_url: me?.image_url ?? null },
    creater_id: Number(me?.id ?? 0),
    winner: null,
    featured: false,
    isFavorite: false,
    isUpvoted: false,
    myResponseId: null,
    created_at: new Date(now).toISOString(),
  };
  return challenge;
}
