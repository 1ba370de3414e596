import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserFilter = { search?: string; role?: UserRow['role']; status?: 'active' | 'suspended' | 'unverified' };

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: UserFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.search) {
    const pattern = `%${likeEscape(f.search)}%`;
    parts.push(or(ilike(users.email, pattern), ilike(users.scUsername, pattern)));
  }
  if (f.role) parts.push(eq(users.role, f.role));
  if (f.status === 'suspended') parts.push(isNotNull(users.suspendedAt));
  if (f.status === 'active') parts.push(isNull(users.suspendedAt), eq(users.isVerified, true));
  if (f.status === 'unverified') parts.push(isNull(users.suspendedAt), eq(users.isVerified, false));
  return and(...parts);
}

/** Newest accounts first. */
export async function listUsers(tx: DbOrTx, filter: UserFilter, page: number, limit: number) {
  const condition = where(filter);
  const [rows, [total]] = await readAll(
    tx,
    () =>
      tx
        .select()
        .from(users)
        .where(condition)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset((page - 1) * limit),
    () => tx.select({ n: count() }).from(users).where(condition),
  );
  return { rows, totalRecords: total?.n ?? 0 };
}

/** The user row, locked until the end of the transaction. */
export async function lockUser(tx: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function setSuspendedAt(tx: DbOrTx, id: number, suspendedAt: Date | null, now: Date) {
  const [row] = await tx.update(users).set({ suspendedAt, updatedAt: now }).where(eq(users.id, id)).returning();
  return row!;
}
