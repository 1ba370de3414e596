import { randomInt } from 'node:crypto';
import { emailSchema, passwordSchema, stripUsername, usernameSchema } from '@crowns/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { hashPassword } from '../../platform/passwords';
import { ensureUserSettings, findUserByEmail, insertUser, updateUser, usernameExists } from './auth.repo';
import { revokeAllForUser } from './session.repo';

export const adminInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema.optional(),
  readOnly: z.boolean().default(false),
});
export type AdminInput = z.input<typeof adminInput>;

/** A valid, free username derived from the email's local part. */
async function usernameFor(db: Db, email: string) {
  let base = stripUsername(email.split('@')[0] ?? '');
  if (!/[A-Za-z]/.test(base)) base = `admin${base}`;
  base = base.padEnd(4, '_').slice(0, 25);
  for (let name = base; ; name = `${base.slice(0, 20)}_${randomInt(1000, 10000)}`)
    if (!(await usernameExists(db, name))) return name;
}

/**
 * Creates a verified admin (or read-only admin), or promotes the existing account of that email:
 * role set, email marked verified, password replaced, its sessions ended (as an admin's role change ends them: the
 * next sign-in follows the new role, with the one-time code, and every running server is told). Used by
 * `npm run admin:create`.
 */
export async function createOrPromoteAdmin(db: Db, input: AdminInput) {
  const { email, password, username, readOnly } = adminInput.parse(input);
  const role = readOnly ? ('read_only_admin' as const) : ('admin' as const);
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (
      username &&
      username.toLowerCase() !== existing.scUsername.toLowerCase() &&
      (await usernameExists(db, username))
    )
      throw new Error(`The username ${username} is taken.`);
    await db.transaction(async (tx) => {
      await updateUser(tx, existing.id, {
        role,
        isVerified: true,
        passwordHash,
        ...(username ? { scUsername: username } : {}),
      });
      await ensureUserSettings(tx, existing.id);
      await revokeAllForUser(tx, existing.id, new Date());
    });
    return { action: 'promoted' as const, id: existing.id, email, username: username ?? existing.scUsername, role };
  }
  if (username && (await usernameExists(db, username))) throw new Error(`The username ${username} is taken.`);
  const user = await insertUser(db, {
    email,
    scUsername: username ?? (await usernameFor(db, email)),
    passwordHash,
    // Required column; an operator-created account has no self-declared date of birth.
    birthdate: '1900-01-01',
    role,
    isVerified: true,
  });
  return { action: 'created' as const, id: user.id, email, username: user.scUsername, role };
}
