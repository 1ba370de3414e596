import { leaderboardQuery, leaderboardReply } from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { getLeaderboard } from './leaderboard.service';

export default async function leaderboardRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/leaderboard',
    {
      schema: {
        tags: ['bounty'],
        summary:
          'Top earners and top completed bounties from bounty payouts: ?period=week|month|all (last 7 or 30 days, or all time), ?limit (10 by default, at most 50)',
        querystring: leaderboardQuery,
        response: { 200: leaderboardReply },
      },
    },
    async (request) => ({
      status: 200,
      data: await getLeaderboard(deps.database.db, deps.clock, request.query),
    }),
  );
}
