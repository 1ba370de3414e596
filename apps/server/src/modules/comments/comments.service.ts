import { type CommentModule, type CommentView, usableImageUrl } from '@crowns/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { comments, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../platform/auth-guard';
import { notify } from '../notifications/notifications.service';
import { resolveCommentTarget } from './comment-targets';

/** At most this many comments per user per minute (spam guard; a 429 beyond it). */
const COMMENT_RATE = { limit: 10, windowMs: 60_000 };

type Row = { c: typeof comments.$inferSelect; name: string; image: string | null };
const view = ({ c, name, image }: Row): CommentView => ({
  id: c.id,
  content: c.content,
  module_type: c.moduleType,
  module_id: c.moduleId,
  user: { id: c.userId, sc_username: name, image_url: usableImageUrl(image) },
  createdAt: c.createdAt.toISOString(),
});

const withAuthor = (tx: DbOrTx) =>
  tx
    .select({ c: comments, name: users.scUsername, image: users.imageUrl })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId));

/** GET /comment/{module_type}/{id}: newest first, with the total. */
export async function listComments(
  deps: AppDeps,
  type: CommentModule,
  moduleId: number,
  q: { page: number; limit: number },
) {
  const { db } = deps.database;
  await resolveCommentTarget(db, type, moduleId);
  const where = and(eq(comments.moduleType, type), eq(comments.moduleId, moduleId));
  const [rows, [total]] = await Promise.all([
    withAuthor(db)
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(comments).where(where),
  ]);
  const totalComments = Number(total?.n ?? 0);
  return {
    comments: rows.map(view),
    totalComments,
    currentPage: q.page,
    totalPages: Math.ceil(totalComments / q.limit),
  };
}

/** POST /comment: stores the comment and notifies the bounty's creator or the response's author (not themselves). */
export async function addComment(
  deps: AppDeps,
  actor: AuthUser,
  body: { content: string; module_type: CommentModule; module_id: number },
) {
  await deps.rateLimiter?.consume('comment', String(actor.id), COMMENT_RATE);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const target = await resolveCommentTarget(tx, body.module_type, body.module_id);
    const [inserted] = await tx
      .insert(comments)
      .values({
        userId: actor.id,
        moduleType: body.module_type,
        moduleId: body.module_id,
        content: body.content,
        createdAt: now,
      })
      .returning({ id: comments.id });
    const [row] = await withAuthor(tx).where(eq(comments.id, inserted!.id));
    const comment = view(row!);
    if (target.ownerId !== actor.id)
      await notify(
        tx,
        {
          userId: target.ownerId,
          type: 'comment',
          title: 'New comment',
          category: target.category,
          message: `@${comment.user.sc_username} commented on ${target.label}.`,
          parentId: body.module_id,
          data: {
            user: comment.user,
            bounty: target.bounty,
            ...(target.challenge ? { challenge: target.challenge, response: target.response } : {}),
            role: 'creator',
            flag: null,
          },
        },
        now,
      );
    return comment;
  });
}
