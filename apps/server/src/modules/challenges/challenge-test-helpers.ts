import { CHALLENGE_LIMITS } from '@crowns/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { challengeResponses, challenges, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { PNG_16_9 } from '../../test/images';
import { postCoverForm } from '../../test/multipart';
import { fund, HOUR } from '../../test/people';
import { authHeaders } from '../../test/users';

/** Test support for the challenge suites. cc_per_usd is 100 in the seeded config, so the minimum prize is 500. */
type Fields = Record<string, string | undefined>;
type Ctx = { app: FastifyInstance; deps: AppDeps };

/** The default create form: a live video challenge (starting now) of one day with a 500-crown prize. */
export const challengeFields = (t: Ctx, overrides: Fields = {}): Fields => ({
  title: 'Lemon face',
  description: 'Eat a lemon without a face',
  category: 'Gaming',
  type: 'video',
  rules: JSON.stringify(['Film it', 'No cuts']),
  prize_cc: String(CHALLENGE_LIMITS.minPrizeUsd * 100),
  duration_end_time: new Date(t.deps.clock.now().getTime() + 24 * HOUR).toISOString(),
  ...overrides,
});

/** POST /v1/challenge with `challengeFields` (override or drop with undefined); `image` replaces the cover. */
export function createChallengeRequest(
  t: Ctx,
  headers: Record<string, string>,
  overrides: Fields = {},
  image: Buffer | null = PNG_16_9,
) {
  return postCoverForm(t.app, '/v1/challenge', headers, challengeFields(t, overrides), image);
}

/**
 * Creates a challenge as `userId` through POST /challenge (the ledger included) and answers its id. The user's
 * wallet is topped up with the prize first unless `fundWallet: false`. Overrides are form fields
 * (e.g. `{ duration_start_time, duration_end_time, prize_cc, type }`).
 */
export async function createChallengeFor(
  t: Ctx,
  userId: number,
  overrides: Fields = {},
  opts: { fundWallet?: boolean } = {},
): Promise<number> {
  const fields = challengeFields(t, overrides);
  if (opts.fundWallet !== false) await fund(t, userId, Number(fields.prize_cc));
  const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const res = await createChallengeRequest(t, await authHeaders(t.deps, user), overrides);
  if (res.statusCode !== 201) throw new Error(`challenge create failed: ${res.body}`);
  return res.json().data.challenge.id as number;
}

/**
 * Inserts a response row directly (for settlement tests that do not go through the response calls), with
 * `upvotes` counted votes and a creation time `atMs` after now (default now).
 */
export async function insertResponse(t: Ctx, challengeId: number, userId: number, upvotes = 0, atMs = 0) {
  const createdAt = new Date(t.deps.clock.now().getTime() + atMs);
  const [row] = await t.deps.database.db
    .insert(challengeResponses)
    .values({
      challengeId,
      userId,
      title: 'My take',
      platform: 'youtube',
      videoUrl: `https://www.youtube.com/watch?v=${String(userId).padStart(11, 'x')}`,
      upvotes,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await t.deps.database.db
    .update(challenges)
    .set({ responsesCount: sql`${challenges.responsesCount} + 1` })
    .where(eq(challenges.id, challengeId));
  return row!.id;
}
