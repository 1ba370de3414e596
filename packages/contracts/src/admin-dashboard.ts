import { z } from 'zod';

/** The ranges the dashboard charts offer, in days ending today (UTC). */
export const DASHBOARD_RANGES = [7, 30, 90] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** GET /admin/dashboard/series?days=7|30|90 (7 when left out). */
export const dashboardSeriesQuery = z.object({
  days: z
    .enum(DASHBOARD_RANGES.map(String) as ['7', '30', '90'], { message: 'Choose 7, 30 or 90 days.' })
    .default('7')
    .transform((d) => Number(d) as DashboardRange),
});

/** One UTC day of activity; days without any are all zeros. Money in whole crowns. */
export const dashboardPointSchema = z.object({
  /** YYYY-MM-DD, UTC. */
  day: z.string(),
  /** Crowns credited by card purchases. */
  bought: z.number().int(),
  /** Crowns paid to winners: bounty payouts and challenge prizes (fees excluded). */
  paidToWinners: z.number().int(),
  /** Crowns that left through settled withdrawals (fees excluded). */
  withdrawn: z.number().int(),
  /** Crowns paid into platform revenue. */
  fees: z.number().int(),
  /** Crowns held in bounty escrows and challenge pools at the end of the day (or now, for today). */
  escrow: z.number().int(),
  bountiesCreated: z.number().int(),
  bountiesCompleted: z.number().int(),
  bountiesFailed: z.number().int(),
  signups: z.number().int(),
  /** Minutes the oldest submission waiting for review had waited at the end of the day (now, for today). */
  oldestReviewMinutes: z.number().int(),
});
export type DashboardPoint = z.infer<typeof dashboardPointSchema>;

export const dashboardSeriesSchema = z.object({
  days: z.number().int(),
  points: z.array(dashboardPointSchema),
  /** Sum of the bounty escrow and challenge pool balances now: the last point's escrow must equal it. */
  escrowBalance: z.number().int(),
});
export type DashboardSeries = z.infer<typeof dashboardSeriesSchema>;
