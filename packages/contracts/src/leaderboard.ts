import { z } from 'zod';
import { userRefSchema } from './social-views';

/** Leaderboard periods: the last 7 days, the last 30 days, or every payout. */
export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** How far back each period reaches; `all` has no start. */
export const LEADERBOARD_PERIOD_DAYS: Record<LeaderboardPeriod, number | null> = { week: 7, month: 30, all: null };

/** Spec 02 §9: leaderboard lists show 10. */
export const LEADERBOARD_LIMIT = 10;
export const LEADERBOARD_MAX_LIMIT = 50;

export const LEADERBOARD_MSG = {
  badPeriod: 'Period must be week, month or all.',
  badLimit: `Limit must be a whole number from 1 to ${LEADERBOARD_MAX_LIMIT}.`,
} as const;

/** GET /leaderboard query. */
export const leaderboardQuery = z.object({
  period: z.enum(LEADERBOARD_PERIODS, { error: LEADERBOARD_MSG.badPeriod }).default('week'),
  limit: z.coerce
    .number({ error: LEADERBOARD_MSG.badLimit })
    .int({ error: LEADERBOARD_MSG.badLimit })
    .min(1, { error: LEADERBOARD_MSG.badLimit })
    .max(LEADERBOARD_MAX_LIMIT, { error: LEADERBOARD_MSG.badLimit })
    .default(LEADERBOARD_LIMIT),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuery>;

/** A top earner: crowns won from bounty payouts in the period (after the fee) and how many payouts. */
export const leaderboardEarnerSchema = z.object({
  rank: z.number(),
  user: userRefSchema,
  crownsWon: z.number(),
  bountiesWon: z.number(),
});
export type LeaderboardEarner = z.infer<typeof leaderboardEarnerSchema>;

/** A top completed bounty: one payout, what its winner got, and when. */
export const leaderboardWinSchema = z.object({
  rank: z.number(),
  bounty: z.object({ id: z.number(), title: z.string(), image_url: z.string().nullable() }),
  winner: userRefSchema,
  crownsWon: z.number(),
  wonAt: z.string(),
});
export type LeaderboardWin = z.infer<typeof leaderboardWinSchema>;

export const leaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** Start of the period (ISO), null for all time. */
  since: z.string().nullable(),
  earners: z.array(leaderboardEarnerSchema),
  bounties: z.array(leaderboardWinSchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const leaderboardReply = z.object({ status: z.number(), data: leaderboardSchema });
