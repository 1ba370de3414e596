import { CHALLENGE_MSG as M } from '@crowns/contracts';
import { eq, sql } from 'drizzle-orm';
import { challengeResponses } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import { isNewView } from '../views/views.service';

/** POST /challenge/response/view/{id}: counted with the views module's rule (once per viewer per window). */
export async function countResponseView(deps: AppDeps, responseId: number, viewer: string) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ views: challengeResponses.views })
      .from(challengeResponses)
      .where(eq(challengeResponses.id, responseId));
    if (!row) throw notFound(M.responseNotFound);
    if (!(await isNewView(tx, 'challengeResponses', responseId, viewer, now)))
      return { counted: false, views: row.views };
    const [updated] = await tx
      .update(challengeResponses)
      .set({ views: sql`${challengeResponses.views} + 1` })
      .where(eq(challengeResponses.id, responseId))
      .returning({ views: challengeResponses.views });
    return { counted: true, views: updated!.views };
  });
}
