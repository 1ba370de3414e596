import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailTokens, userSettings, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SettingsRow = typeof userSettings.$inferSelect;

export async function findUser(tx: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row;
}

export type ProfilePatch = Partial<
  Pick<UserRow, 'displayName' | 'scUsername' | 'bio' | 'timeZone' | 'imageUrl' | 'bannerUrl'>
>;

export async function patchUser(tx: DbOrTx, id: number, patch: ProfilePatch, now: Date) {
  const [row] = await tx
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return row;
}

/** Whether another account holds this username, compared case-insensitively (the unique index's rule). */
export async function usernameTakenByOther(tx: DbOrTx, name: string, userId: number | undefined) {
  const [row] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.scUsername}) = lower(${name})`);
  return row !== undefined && row.id !== userId;
}

/** The settings row, created with the defaults on first read. */
export async function settingsOf(tx: DbOrTx, userId: number): Promise<SettingsRow> {
  const [inserted] = await tx.insert(userSettings).values({ userId }).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [row] = await tx.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row!;
}

export type SettingsPatch = Partial<
  Pick<SettingsRow, 'emailNotifications' | 'pushNotifications' | 'showOnlineStatus'>
> & { emailPrefs?: Record<string, boolean> };

/** Upserts the flags; `emailPrefs` is merged into the stored object (jsonb ||), so concurrent edits of other keys stay. */
export async function upsertSettings(tx: DbOrTx, userId: number, patch: SettingsPatch, now: Date) {
  const { emailPrefs, ...flags } = patch;
  const prefs = emailPrefs ?? {};
  const [row] = await tx
    .insert(userSettings)
    .values({ userId, ...flags, emailPrefs: prefs, updatedAt: now })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: {
        ...flags,
        emailPrefs: sql`${userSettings.emailPrefs} || ${JSON.stringify(prefs)}::jsonb`,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

/** The address of the user's newest live email-change request, if any. */
export async function pendingEmailOf(tx: DbOrTx, userId: number, now: Date) {
  const [row] = await tx
    .select({ newEmail: emailTokens.newEmail })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'email_change'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(emailTokens.id))
    .limit(1);
  return row?.newEmail ?? null;
}
