import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bounties, streams, users } from '../../db/schema';
import type { UserRow } from '../people/people.repo';

/** Deleted accounts keep their row for the ledger but have no profile. */
const visible = isNull(users.deletedAt);

export async function findVisibleUserById(tx: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), visible));
  return row;
}

/** Case-insensitive, served by the unique index on lower(sc_username). */
export async function findVisibleUserByName(tx: DbOrTx, name: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(sql`lower(${users.scUsername}) = lower(${name})`, visible));
  return row;
}

/** Every linked stream platform of a user: live ones first, busiest first. */
export const linkedStreams = (tx: DbOrTx, userId: number) =>
  tx
    .select()
    .from(streams)
    .where(eq(streams.userId, userId))
    .orderBy(desc(streams.isLive), desc(streams.viewerCount), asc(streams.platform));

/** Bounties the user created that the board can show (not deleted, not daily). */
export async function createdBountyCount(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(bounties)
    .where(and(eq(bounties.creatorId, userId), isNull(bounties.deletedAt), ne(bounties.bountyType, 'daily')));
  return Number(row?.n ?? 0);
}
