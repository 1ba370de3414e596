import { serverNow } from '../../lib/server-clock';
import type { Challenge } from './types';

/** Where a challenge is now: the stored status, read against the clock like the server does (decision 014). */
export type ChallengePhase = 'upcoming' | 'live' | 'ended' | 'paid' | 'refunded';

export function phaseOf(
  c: Pick<Challenge, 'status' | 'duration_start_time' | 'duration_end_time'>,
  now = serverNow(),
): ChallengePhase {
  if (c.status === 'paid' || c.status === 'refunded' || c.status === 'ended') return c.status;
  if (now >= new Date(c.duration_end_time).getTime()) return 'ended';
  if (now >= new Date(c.duration_start_time).getTime()) return 'live';
  return 'upcoming';
}

export const isOver = (phase: ChallengePhase) => phase === 'ended' || phase === 'paid' || phase === 'refunded';

/** The result line of an ended challenge (status colours, never gold). */
export function resultOf(
  c: Challenge,
  phase: ChallengePhase,
): { text: string; name?: string; tone: 'success' | 'neutral' } | null {
  if (!isOver(phase)) return null;
  if (c.winner) return { text: 'Won by', name: c.winner.user.sc_username, tone: 'success' };
  if (phase === 'refunded') return { text: 'No winner · prize refunded', tone: 'neutral' };
  return { text: 'Ended · picking the winner', tone: 'neutral' };
}
