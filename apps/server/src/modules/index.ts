import type { AppDeps } from '../deps';
import type { ZodApp } from '../platform/http';
import { sweepOnce } from '../platform/sweeper';
import adminAuditRoutes from './admin/admin-audit.routes';
import adminBountiesRoutes from './admin/admin-bounties.routes';
import adminBountyActionRoutes from './admin/admin-bounty-actions.routes';
import adminSettingsRoutes from './admin/admin-settings.routes';
import adminUserDetailRoutes from './admin/admin-user-detail.routes';
import adminUsersRoutes from './admin/admin-users.routes';
import adminDashboardRoutes from './admin-dashboard/dashboard.routes';
import authRoutes from './auth/auth.routes';
import bountyRoutes from './bounties/bounties.routes';
import { bountySweepJobs } from './bounties/bounty-sweep';
import categoryRoutes from './categories/categories.routes';
import challengeResponseRoutes from './challenges/challenge-responses.routes';
import { challengeSweepJobs } from './challenges/challenge-sweep';
import challengeRoutes from './challenges/challenges.routes';
import commentsRoutes from './comments/comments.routes';
import configRoutes from './config/config.routes';
import followsRoutes from './follows/follows.routes';
import kycRoutes from './kyc/kyc.routes';
import leaderboardRoutes from './leaderboard/leaderboard.routes';
import notificationRoutes from './notifications/notifications.routes';
import payoutMethodRoutes from './payout-methods/payout-methods.routes';
import { payoutSweepJobs } from './payouts/payout-sweep';
import payoutRoutes from './payouts/payouts.routes';
import { sandboxPayoutSweepJobs } from './payouts-sandbox/sandbox-sweep';
import reportsRoutes from './reports/reports.routes';
import searchRoutes from './search/search.routes';
import socialAuthRoutes from './social-auth/social-auth.routes';
import { socialAuthSweepJobs } from './social-auth/social-auth-sweep';
import { streamPollJobs } from './streams/stream-polling';
import streamsRoutes from './streams/streams.routes';
import { uploadSweepJobs } from './uploads/upload-sweep';
import uploadRoutes from './uploads/uploads.routes';
import accountRoutes from './users/account.routes';
import profileRoutes from './users/profile.routes';
import settingsRoutes from './users/settings.routes';
import userDirectoryRoutes from './users/user-directory.routes';
import usersRoutes from './users/users.routes';
import viewsRoutes from './views/views.routes';
import walletRoutes from './wallet/wallet.routes';

/** Every module's routes under /v1. Add one line per module. */
export async function registerModules(app: ZodApp, deps: AppDeps) {
  await authRoutes(app, deps);
  await socialAuthRoutes(app, deps);
  await configRoutes(app, deps);
  await usersRoutes(app, deps);
  await settingsRoutes(app, deps);
  await accountRoutes(app, deps);
  await profileRoutes(app, deps);
  await adminUsersRoutes(app, deps);
  await adminUserDetailRoutes(app, deps);
  await adminBountiesRoutes(app, deps);
  await adminDashboardRoutes(app, deps);
  await adminSettingsRoutes(app, deps);
  await adminAuditRoutes(app, deps);
  await walletRoutes(app, deps);
  await payoutRoutes(app, deps);
  await kycRoutes(app, deps);
  await payoutMethodRoutes(app, deps);
  await categoryRoutes(app, deps);
  await bountyRoutes(app, deps);
  await adminBountyActionRoutes(app, deps);
  await challengeRoutes(app, deps);
  await challengeResponseRoutes(app, deps);
  await leaderboardRoutes(app, deps);
  await notificationRoutes(app, deps);
  await userDirectoryRoutes(app, deps);
  await followsRoutes(app, deps);
  await streamsRoutes(app, deps);
  await searchRoutes(app, deps);
  await commentsRoutes(app, deps);
  await reportsRoutes(app, deps);
  await viewsRoutes(app, deps);
  await uploadRoutes(app, deps);
}

/** Every module's due work for the sweeper (time-driven transitions), in the order a sweep runs it. */
export const SWEEP_JOBS = [
  ...bountySweepJobs,
  ...challengeSweepJobs,
  ...uploadSweepJobs,
  ...payoutSweepJobs,
  ...sandboxPayoutSweepJobs,
  ...socialAuthSweepJobs,
  ...streamPollJobs,
] as const;

/** One sweep over every module's due work (the test clock and tests run it directly). */
export const sweepDue = (deps: AppDeps) => sweepOnce(deps, SWEEP_JOBS);
