import type { BrowserContext } from 'playwright-core';
import { baseURL } from './browser';
import { latestMail, sixDigitCode, uniqueEmail } from './mailbox';

export const PASSWORD = 'Passw0rd!x';

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${baseURL()}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export type Tokens = { accessToken: string; idToken: string; refreshToken: string; userId: string; role: string };

/**
 * Each person made through the API signs up from an address of their own (the e2e server trusts loopback as its
 * proxy), as real people do: the suite makes more accounts than one address may make in an hour ('register:ip').
 */
const ownAddress = () => ({
  'x-forwarded-for': `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
});

/** Registers and verifies a fresh user through the real API (code from the dev mailbox). */
export async function registerVerifiedUser(prefix = 'user') {
  const email = uniqueEmail(prefix);
  const username = `${prefix}_${Math.random().toString(36).slice(2, 10)}`.slice(0, 25);
  const from = ownAddress();
  await post('/auth/register', { email, username, password: PASSWORD, birthdate: '1995-06-15' }, from);
  const code = sixDigitCode((await latestMail(email, /verif/i)).text);
  await post('/auth/verify-email', { email, code }, from);
  return { email, username, password: PASSWORD };
}

export async function loginViaApi(email: string, password: string): Promise<Tokens> {
  const res = await post<{
    user: {
      accessToken: string;
      idToken: string;
      refreshToken: string;
      user: { id: string | number; roles: { name: string } };
    };
  }>('/auth/login', { email, password });
  const { accessToken, idToken, refreshToken, user } = res.user;
  return { accessToken, idToken, refreshToken, userId: String(user.id), role: user.roles.name };
}

/** Puts a session into localStorage before any page script runs (spec 01 §3 keys). */
export async function signInContext(context: BrowserContext, tokens: Tokens) {
  await context.addInitScript((t) => {
    // Embedded players are frames of other origins (or sandboxed): only our page keeps the session.
    if (window.top !== window) return;
    if (sessionStorage.getItem('__e2e_seeded')) return;
    sessionStorage.setItem('__e2e_seeded', '1');
    localStorage.setItem('accessToken', t.accessToken);
    localStorage.setItem('idToken', t.idToken);
    localStorage.setItem('refreshToken', t.refreshToken);
    localStorage.setItem('userId', t.userId);
    localStorage.setItem('usersRole', t.role);
  }, tokens);
}

/** Admin sign-in through the two-factor API: password, then the code from the dev mailbox. */
export async function adminLoginViaApi(email: string, password: string): Promise<Tokens> {
  const { latestMail: mailTo, sixDigitCode: codeOf } = await import('./mailbox');
  // Mails are stamped by the database's clock (real time), not the app clock the tests move.
  const started = Date.now();
  const first = await post<{ token: string }>('/auth/login', { email, password });
  let mail = await mailTo(email, /code/i);
  while (new Date((mail as { createdAt: string }).createdAt).getTime() < started - 2_000) {
    await new Promise((r) => setTimeout(r, 200));
    mail = await mailTo(email, /code/i);
  }
  const res = await post<{ role: string; tokens: Omit<Tokens, 'role'> }>('/auth/verify-otp', {
    token: first.token,
    otp: codeOf(mail.text),
  });
  return { ...res.tokens, userId: String(res.tokens.userId), role: res.role };
}

/**
 * Moves the server's clock forward by `ms` (test-only route, E2E mode) and lets it settle what fell due, e.g. an
 * active bounty past its end becomes unclaimed with its crowns refunded. Access tokens age with the clock: the
 * page refreshes them on its next call.
 */
export async function advanceClock(ms: number) {
  const res = await fetch(`${baseURL()}/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  const json = (await res.json()) as { now: string; swept: { unclaimed: number; expired: number } };
  if (!res.ok) throw new Error(`/test/clock → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * The server's time (its Date header follows the app clock, which `advanceClock` moves): what a request must use
 * to compute times the server checks, e.g. a bounty's end.
 */
export async function serverTime(): Promise<number> {
  const res = await fetch(`${baseURL()}/healthz`);
  const date = Date.parse(res.headers.get('date') ?? '');
  if (Number.isNaN(date)) throw new Error('/healthz answered without a Date header');
  return date;
}
