import { createHash } from 'node:crypto';
import { SOCIAL_LIMITS, SOCIAL_MSG } from '@crowns/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bountyClaims } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';

/** A signed-in viewer is their id; an anonymous one a keyed hash of their address (never stored in clear). */
export const viewerKey = (secret: string, userId: number | undefined, ip: string) =>
  userId ? `u:${userId}` : `a:${createHash('sha256').update(`${secret}:${ip}`).digest('base64url').slice(0, 32)}`;

/**
 * The dedupe rule of every counted view: a viewer's views of one thing count once per
 * SOCIAL_LIMITS.viewDedupMinutes. One upsert keeps the time of their last counted view and only moves it (and
 * answers true) when that is at least the window old, so a reload loop adds nothing and concurrent requests
 * count once. Runs in the caller's transaction, which then adds 1 to the thing's counter when it answers true.
 */
export async function isNewView(tx: DbOrTx, model: string, modelId: number, viewer: string, now: Date) {
  const counted = await rowsOf(
    tx,
    sql`insert into content_views (model_name, model_id, viewer_key, counted_at)
        values (${model}, ${modelId}, ${viewer}, ${now.toISOString()}::timestamptz)
        on conflict (model_name, model_id, viewer_key) do update set counted_at = excluded.counted_at
        where content_views.counted_at <= excluded.counted_at - make_interval(mins => ${SOCIAL_LIMITS.viewDedupMinutes})
        returning 1`,
  );
  return counted.length > 0;
}

/** POST /views for a bounty claim's submission (the rule of isNewView). */
export async function countClaimView(deps: AppDeps, claimId: number, viewer: string) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [claim] = await tx
      .select({ id: bountyClaims.id, link: bountyClaims.submitLink, views: bountyClaims.views })
      .from(bountyClaims)
      .where(eq(bountyClaims.id, claimId));
    if (!claim?.link) throw notFound(SOCIAL_MSG.submissionNotFound);
    if (!(await isNewView(tx, 'bountyClaims', claimId, viewer, now))) return { counted: false, views: claim.views };
    const [row] = await tx
      .update(bountyClaims)
      .set({ views: sql`${bountyClaims.views} + 1` })
      .where(eq(bountyClaims.id, claimId))
      .returning({ views: bountyClaims.views });
    return { counted: true, views: row!.views };
  });
}
