import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(tx: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row;
}

/** `{ id, sc_username, image_url }` of each user (the people a bounty or challenge shows). */
export const userRefs = (tx: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: users.id, sc_username: users.scUsername, image_url: users.imageUrl })
        .from(users)
        .where(inArray(users.id, ids));
