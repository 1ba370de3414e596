import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { streamStatus, users } from '../../db/schema';

const live = sql<boolean>`coalesce(${streamStatus.isLive}, false)`;
const followers = sql<number>`(select count(*)::int from follows f where f.following_id = ${users.id})`;
/** Admins, suspended and deleted accounts never show in user lists. */
const listed = and(eq(users.role, 'user'), isNull(users.suspendedAt), isNull(users.deletedAt));
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A typed name as users type it: trimmed, a leading @ ignored. */
export const normalizeName = (raw: string | undefined) => (raw ?? '').trim().replace(/^@/, '').trim();

export type NamedUser = { id: number; sc_username: string; image_url: string | null; live: boolean };

/**
 * Users whose name contains `term` (or equals it, with `exact`), case-insensitive: live first, then by
 * follower count, then names that start with the term, then by name.
 */
export async function findUsersByName(
  tx: DbOrTx,
  q: { term: string; exact?: boolean; excludeId?: number; limit: number },
): Promise<NamedUser[]> {
  if (!q.term) return [];
  const name = sql`lower(${users.scUsername})`;
  const match = q.exact ? sql`${name} = lower(${q.term})` : ilike(users.scUsername, `%${escapeLike(q.term)}%`);
  const where: (SQL | undefined)[] = [listed, match];
  if (q.excludeId) where.push(ne(users.id, q.excludeId));
  const rows = await tx
    .select({ id: users.id, sc_username: users.scUsername, image_url: users.imageUrl, live })
    .from(users)
    .leftJoin(streamStatus, eq(streamStatus.userId, users.id))
    .where(and(...where))
    .orderBy(
      desc(live),
      desc(followers),
      desc(ilike(users.scUsername, `${escapeLike(q.term)}%`)),
      asc(name),
      asc(users.id),
    )
    .limit(q.limit);
  return rows.map((r) => ({ ...r, live: Boolean(r.live) }));
}

/** GET /users/top-streamers: streamers and anyone live, live first, then by follower count. */
export async function topStreamerIds(tx: DbOrTx, { page, limit }: { page: number; limit: number }) {
  const where = and(listed, or(eq(users.isStreamer, true), eq(streamStatus.isLive, true)));
  const [rows, [total]] = await readAll(
    tx,
    () =>
      tx
        .select({ id: users.id })
        .from(users)
        .leftJoin(streamStatus, eq(streamStatus.userId, users.id))
        .where(where)
        .orderBy(desc(live), desc(followers), asc(users.id))
        .limit(limit)
        .offset((page - 1) * limit),
    () => tx.select({ n: count() }).from(users).leftJoin(streamStatus, eq(streamStatus.userId, users.id)).where(where),
  );
  return { ids: rows.map((r) => r.id), total: Number(total?.n ?? 0) };
}
