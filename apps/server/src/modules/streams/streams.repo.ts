import type { StreamPlatform } from '@crowns/contracts';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { streamStatus, streams, users } from '../../db/schema';
import type { StreamRow } from './streamer-view';

/** The (user, platform) row, created offline on first use and locked until the transaction ends. */
export async function lockStream(tx: DbOrTx, userId: number, platform: StreamPlatform): Promise<StreamRow> {
  await tx.insert(streams).values({ userId, platform }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(streams)
    .where(and(eq(streams.userId, userId), eq(streams.platform, platform)))
    .for('update');
  return row!;
}

export async function saveStream(tx: DbOrTx, row: StreamRow) {
  const [saved] = await tx
    .update(streams)
    .set(row)
    .where(and(eq(streams.userId, row.userId), eq(streams.platform, row.platform)))
    .returning();
  return saved!;
}

/** Rewrites the per-user summary (`stream_status`): live on any platform, and the busiest live platform. */
export async function refreshSummary(tx: DbOrTx, userId: number, now: Date) {
  const [busiest] = await tx
    .select({ platform: streams.platform })
    .from(streams)
    .where(and(eq(streams.userId, userId), eq(streams.isLive, true)))
    .orderBy(desc(streams.viewerCount), asc(streams.platform))
    .limit(1);
  const summary = { isLive: busiest !== undefined, platform: busiest?.platform ?? null, updatedAt: now };
  await tx
    .insert(streamStatus)
    .values({ userId, ...summary })
    .onConflictDoUpdate({ target: streamStatus.userId, set: summary });
}

export const streamsOf = (tx: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx.select().from(streams).where(inArray(streams.userId, ids)).orderBy(asc(streams.platform));

/**
 * GET /admin/streams: non-admin users who are streamers or have a stream row (or, with `search`, any
 * non-admin user whose name contains it), live ones first, then by name.
 */
export async function adminStreamerRows(tx: DbOrTx, q: { page: number; limit: number; search?: string }) {
  const hasStream = exists(tx.select({ one: sql`1` }).from(streams).where(eq(streams.userId, users.id)));
  const conditions: (SQL | undefined)[] = [eq(users.role, 'user')];
  const term = q.search?.trim().replace(/^@/, '');
  if (term) conditions.push(ilike(users.scUsername, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  else conditions.push(or(eq(users.isStreamer, true), hasStream));
  const where = and(...conditions);
  const [rows, [total]] = await readAll(
    tx,
    () =>
      tx
        .select({ id: users.id, isStreamer: users.isStreamer })
        .from(users)
        .leftJoin(streamStatus, eq(streamStatus.userId, users.id))
        .where(where)
        .orderBy(desc(sql`coalesce(${streamStatus.isLive}, false)`), asc(sql`lower(${users.scUsername})`))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
    () => tx.select({ n: count() }).from(users).where(where),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

export const findStreamOwner = async (tx: DbOrTx, id: number) =>
  (
    await tx
      .select({ id: users.id, role: users.role, isStreamer: users.isStreamer })
      .from(users)
      .where(eq(users.id, id))
  )[0];
