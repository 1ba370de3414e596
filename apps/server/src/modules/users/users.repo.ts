import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userSettings, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SettingRow = typeof userSettings.$inferSelect;

export async function findUserById(tx: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateUser(
  tx: DbOrTx,
  id: number,
  patch: Partial<Pick<UserRow, 'bio' | 'imageUrl'>>,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The user's settings row, created with the defaults on first read. */
export async function getOrCreateSettings(tx: DbOrTx, userId: number): Promise<SettingRow> {
  const [inserted] = await tx.insert(userSettings).values({ userId }).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [row] = await tx.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row!;
}

export async function upsertSettings(
  tx: DbOrTx,
  userId: number,
  patch: Partial<Pick<SettingRow, 'emailNotifications' | 'pushNotifications' | 'showOnlineStatus'>>,
  now: Date,
): Promise<SettingRow> {
  const [row] = await tx
    .insert(userSettings)
    .values({ userId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...patch, updatedAt: now } })
    .returning();
  return row!;
}

/** `{ id, sc_username, image_url }` of each user (the people a bounty or challenge shows). */
export const userRefs = (tx: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: users.id, sc_username: users.scUsername, image_url: users.imageUrl })
        .from(users)
        .where(inArray(users.id, ids));
