import type { Role } from '@crowns/contracts';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailTokens, otpChallenges, userSettings, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type EmailPurpose = 'verify' | 'reset' | 'email_change';

export async function findUserByEmail(tx: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(tx: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row;
}

export async function usernameExists(tx: DbOrTx, username: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.scUsername}) = lower(${username})`);
  return Boolean(row);
}

export type NewUser = {
  email: string;
  scUsername: string;
  /** Null for an account made by social sign-in until a password is set (Forgot password). */
  passwordHash: string | null;
  birthdate: string;
  role?: Role;
  isVerified?: boolean;
};

/** Inserts the user and its settings row. */
export async function insertUser(tx: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  await tx.insert(userSettings).values({ userId: row!.id }).onConflictDoNothing();
  return row!;
}

export async function updateUser(tx: DbOrTx, id: number, values: Partial<typeof users.$inferInsert>) {
  await tx
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function ensureUserSettings(tx: DbOrTx, userId: number) {
  await tx.insert(userSettings).values({ userId }).onConflictDoNothing();
}

/** A pending verify-email, reset or email-change secret; older unused ones of the same purpose die with it. */
export async function replaceEmailToken(
  tx: DbOrTx,
  values: {
    userId: number;
    purpose: EmailPurpose;
    tokenHash: string;
    codeHash?: string;
    newEmail?: string;
    expiresAt: Date;
  },
) {
  await tx
    .delete(emailTokens)
    .where(
      and(eq(emailTokens.userId, values.userId), eq(emailTokens.purpose, values.purpose), isNull(emailTokens.usedAt)),
    );
  await tx.insert(emailTokens).values(values);
}

export async function findEmailToken(tx: DbOrTx, purpose: EmailPurpose, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
  return row;
}

/** The newest live (unused, unexpired) secret of a user for a purpose. */
export async function findLiveEmailToken(tx: DbOrTx, userId: number, purpose: EmailPurpose, now: Date) {
  const [row] = await tx
    .select()
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(emailTokens.id))
    .limit(1);
  return row;
}

/** Whether `codeHash` is the code of a verification the user already used (only the mailbox owner knows it). */
export async function isUsedVerifyCode(tx: DbOrTx, userId: number, codeHash: string) {
  const [row] = await tx
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'verify'),
        isNotNull(emailTokens.usedAt),
        eq(emailTokens.codeHash, codeHash),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Marks a secret used; answers false when another request used it first. */
export async function useEmailToken(tx: DbOrTx, id: number, now: Date) {
  const rows = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}

/**
 * Counts one code attempt before the code is compared, so parallel guesses can never exceed `maxTries`.
 * Answers the stored code hash, or undefined when the tries are used up (or the secret is gone).
 */
export async function spendEmailCodeAttempt(tx: DbOrTx, id: number, maxTries: number) {
  const [row] = await tx
    .update(emailTokens)
    .set({ attempts: sql`${emailTokens.attempts} + 1` })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt), lt(emailTokens.attempts, maxTries)))
    .returning({ codeHash: emailTokens.codeHash });
  return row;
}

export async function insertOtpChallenge(
  tx: DbOrTx,
  values: { userId: number; tokenHash: string; codeHash: string; expiresAt: Date; sentAt: Date },
) {
  await tx.insert(otpChallenges).values(values);
}

export async function findOtpChallenge(tx: DbOrTx, tokenHash: string) {
  const [row] = await tx.select().from(otpChallenges).where(eq(otpChallenges.tokenHash, tokenHash));
  return row;
}

/** Ends every pending challenge of a user (a new login or a resend replaces them). */
export async function consumeUserOtpChallenges(tx: DbOrTx, userId: number, now: Date) {
  await tx
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.userId, userId), isNull(otpChallenges.consumedAt)));
}

/** Ends one challenge; false when it was already consumed by a concurrent request. */
export async function consumeOtpChallenge(tx: DbOrTx, id: string, now: Date) {
  const rows = await tx
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

/** Same rule as spendEmailCodeAttempt, for admin one-time codes. */
export async function spendOtpAttempt(tx: DbOrTx, id: string, maxTries: number) {
  const [row] = await tx
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt), lt(otpChallenges.attempts, maxTries)))
    .returning({ codeHash: otpChallenges.codeHash });
  return row;
}
