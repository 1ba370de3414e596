/** Helpers for tests that need accounts, sessions and mailed secrets. Test code only. */
import type { Role } from '@crowns/contracts';
import { desc, eq } from 'drizzle-orm';
import { devMails } from '../../db/schema';
import { hashPassword } from '../../platform/passwords';
import type { TestContext } from '../../test/setup';
import { insertUser } from './auth.repo';

export const PASSWORD = 'Sup3r$ecret';
export const BIRTHDATE = '1990-05-17';

let seq = 0;
/** A unique, valid email + username pair. */
export function uniqueUser(prefix = 'user') {
  seq += 1;
  const id = `${prefix}${process.pid}${seq}`.toLowerCase();
  return { email: `${id}@example.com`, username: id.slice(0, 25) };
}

/** Mails to an address, newest first, from the dev mailbox table. */
export async function mailsTo(t: TestContext, email: string) {
  return t.deps.database.db.select().from(devMails).where(eq(devMails.to, email)).orderBy(desc(devMails.id));
}

export async function lastMail(t: TestContext, email: string) {
  const [mail] = await mailsTo(t, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The `token` query parameter of the first link to `path` in a mail text. */
export function linkToken(text: string, path: string) {
  const link = text.match(/https?:\/\/[^\s]+/g)?.find((l) => new URL(l).pathname === path);
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no ${path} link in mail`);
  return token;
}

/** The 6-digit code of a mail text (links removed first). */
export function mailCode(text: string) {
  const code = text.replace(/https?:\/\/[^\s]+/g, '').match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error('no code in mail');
  return code;
}

/** Inserts an account directly (no mail, no rate limits). Verified by default. */
export async function createUser(
  t: TestContext,
  opts: { email?: string; username?: string; password?: string; role?: Role; verified?: boolean } = {},
) {
  const base = uniqueUser(opts.role === 'user' || !opts.role ? 'user' : 'admin');
  const password = opts.password ?? PASSWORD;
  const user = await insertUser(t.deps.database.db, {
    email: opts.email ?? base.email,
    scUsername: opts.username ?? base.username,
    passwordHash: await hashPassword(password),
    birthdate: BIRTHDATE,
    role: opts.role ?? 'user',
    isVerified: opts.verified ?? true,
  });
  return { ...user, password };
}

export const post = (t: TestContext, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** Logs a verified normal user in and answers the tokens as the web stores them. */
export async function loginUser(t: TestContext, email: string, password = PASSWORD) {
  const res = await post(t, '/v1/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const { accessToken, idToken, refreshToken, user } = res.json().user;
  return { accessToken, idToken, refreshToken, userId: user.id as string };
}

export const authHeaders = (tokens: { accessToken: string; idToken: string }) => ({
  accessToken: tokens.accessToken,
  idToken: tokens.idToken,
});
