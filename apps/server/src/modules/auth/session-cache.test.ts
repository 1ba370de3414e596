import { MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Db } from '../../db/client';
import * as schema from '../../db/schema';
import { refreshTokens } from '../../db/schema';
import { createAuthGuard } from '../../platform/auth-guard';
import { listenOnFreePort } from '../../platform/realtime/test-client';
import { type Person, person } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { revokeFamily } from './session.repo';
import { REFRESH_GRACE_MS } from './session.service';
import { authHeaders, createUser, lastMail, linkToken, loginUser, PASSWORD, post } from './testing';

type Tokens = Awaited<ReturnType<typeof loginUser>>;

/** The auth guard keeps a live session's answer (decision 025); every change that ends a session is told at once. */
describe('auth guard session cache', () => {
  let t: TestContext;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await person(t, 0, { role: 'admin' });
  });
  afterAll(() => t.close());

  const stats = () => t.deps.guard.sessionStats();
  const notifications = (tokens: { accessToken: string; idToken: string }) =>
    t.app.inject({ url: '/v1/notification', headers: authHeaders(tokens) });
  const sidOf = (tokens: Tokens) => t.deps.tokens.verifyAccess(tokens.accessToken)!.sid;

  /** Another instance's handle on the same database: its commits are told to its own listeners, not this process's. */
  function anotherInstance(): { db: Db; close(): Promise<void> } {
    const { pglite, pool } = t.deps.database;
    if (pglite) return { db: drizzle(pglite, { schema }) as unknown as Db, close: async () => {} };
    return connectPostgres(pool!.options.connectionString!, 1);
  }

  /** A signed-in user with two sessions, each already answered once (so kept). */
  async function signedInTwice() {
    const user = await createUser(t);
    const phone = await loginUser(t, user.email);
    const laptop = await loginUser(t, user.email);
    expect((await notifications(phone)).statusCode).toBe(200);
    expect((await notifications(laptop)).statusCode).toBe(200);
    return { user, phone, laptop };
  }

  it('answers a second request with the same token without reading the database', async () => {
    const user = await createUser(t);
    const session = await loginUser(t, user.email);
    const before = stats();
    expect((await notifications(session)).statusCode).toBe(200);
    expect(stats().reads).toBe(before.reads + 1);
    for (let i = 0; i < 3; i++) expect((await notifications(session)).statusCode).toBe(200);
    expect(stats()).toMatchObject({ reads: before.reads + 1, hits: before.hits + 3 });
  });

  it('never keeps a refusal: an ended session is read again on every request', async () => {
    const { phone } = await signedInTwice();
    expect((await post(t, '/v1/auth/logout', { refreshToken: phone.refreshToken })).statusCode).toBe(200);
    const before = stats();
    expect((await notifications(phone)).statusCode).toBe(401);
    expect((await notifications(phone)).statusCode).toBe(401);
    expect(stats().reads).toBe(before.reads + 2);
  });

  // Each change ends `ended` of a user's two kept sessions at once, on this instance; `kept` goes on.
  const changes: {
    name: string;
    act: (s: Awaited<ReturnType<typeof signedInTwice>>) => Promise<{ statusCode: number }>;
    ended: 'phone' | 'both';
    status?: number;
  }[] = [
    {
      name: 'logout',
      act: ({ phone }) => post(t, '/v1/auth/logout', { refreshToken: phone.refreshToken }),
      ended: 'phone',
    },
    {
      name: 'logout everywhere',
      act: ({ phone }) => post(t, '/v1/account/logout-all', {}, authHeaders(phone)),
      ended: 'both',
    },
    {
      name: 'a password change (the other sessions)',
      act: ({ laptop }) =>
        post(
          t,
          '/v1/account/password',
          { currentPassword: PASSWORD, newPassword: 'An0ther#Pass' },
          authHeaders(laptop),
        ),
      ended: 'phone',
    },
    {
      name: 'a password reset',
      act: async ({ user }) => {
        await post(t, '/v1/auth/forgot-password', { email: user.email });
        const token = linkToken((await lastMail(t, user.email)).text, '/reset-password');
        return post(t, '/v1/auth/reset-password', { token, password: 'N3w-Passw0rd!' });
      },
      ended: 'both',
    },
    {
      name: 'reuse of a rotated refresh token',
      act: async ({ user, phone }) => {
        const rotated = await post(t, '/v1/auth/refresh-tokens', { userId: user.id, refreshToken: phone.refreshToken });
        expect(rotated.statusCode).toBe(200);
        t.clock.advance(REFRESH_GRACE_MS + 1000);
        const replay = await post(t, '/v1/auth/refresh-tokens', { userId: user.id, refreshToken: phone.refreshToken });
        expect(replay.statusCode).toBe(401);
        return { statusCode: 200 };
      },
      ended: 'phone',
    },
    {
      name: 'an admin ending the session',
      act: ({ user, phone }) =>
        t.app.inject({
          method: 'DELETE',
          url: `/v1/admin/users/${user.id}/sessions/${sidOf(phone)}`,
          headers: admin.headers,
        }),
      ended: 'phone',
    },
    {
      name: 'a suspension',
      act: ({ user }) => post(t, `/v1/admin/users/${user.id}/suspend`, {}, admin.headers),
      ended: 'both',
      status: 403,
    },
    {
      name: 'a role change',
      act: ({ user }) => post(t, `/v1/admin/users/${user.id}/role`, { role: 'read_only_admin' }, admin.headers),
      ended: 'both',
    },
    {
      name: 'deleting the account',
      act: ({ laptop }) => post(t, '/v1/account/delete', { password: PASSWORD }, authHeaders(laptop)),
      ended: 'both',
    },
  ];

  it.each(changes)('$name ends the kept session on the very next request', async ({ act, ended, status = 401 }) => {
    const other = await signedInTwice();
    const who = await signedInTwice();
    expect((await act(who)).statusCode).toBe(200);
    const phone = await notifications(who.phone);
    expect(phone.statusCode).toBe(status);
    if (status === 403) expect(phone.json().message).toBe(MSG.suspended);
    expect((await notifications(who.laptop)).statusCode).toBe(ended === 'both' ? status : 200);
    // Someone else's kept session is not read again.
    const before = stats();
    expect((await notifications(other.phone)).statusCode).toBe(200);
    expect(stats()).toMatchObject({ reads: before.reads, hits: before.hits + 1 });
  });

  it('unsuspending needs no telling: the account signs in again with a new session', async () => {
    const user = await createUser(t);
    const old = await loginUser(t, user.email);
    expect((await notifications(old)).statusCode).toBe(200);
    expect((await post(t, `/v1/admin/users/${user.id}/suspend`, {}, admin.headers)).statusCode).toBe(200);
    expect((await notifications(old)).statusCode).toBe(403);
    expect((await post(t, `/v1/admin/users/${user.id}/unsuspend`, {}, admin.headers)).statusCode).toBe(200);
    expect((await notifications(old)).statusCode).toBe(401);
    expect((await notifications(await loginUser(t, user.email))).statusCode).toBe(200);
  });

  it("ends a kept session when another instance revokes it (the outbox NOTIFY), long before the answer's time", async () => {
    await listenOnFreePort(t.app);
    const elsewhere = anotherInstance();
    const { phone, laptop } = await signedInTwice();
    try {
      await revokeFamily(elsewhere.db, sidOf(phone), t.clock.now());
    } finally {
      await elsewhere.close();
    }
    const until = Date.now() + 1000;
    let status = (await notifications(phone)).statusCode;
    while (status !== 401 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
      status = (await notifications(phone)).statusCode;
    }
    expect(status).toBe(401);
    expect((await notifications(laptop)).statusCode).toBe(200);
  });

  it('reads a kept session again once its time is up, even when nobody told of a change', async () => {
    const guard = createAuthGuard(t.deps.database, t.deps.tokens, { ttlMs: 100 });
    const user = await createUser(t);
    const session = await loginUser(t, user.email);
    const access = t.deps.tokens.verifyAccess(session.accessToken)!;
    expect(await guard.sessionUser(access)).toEqual({ id: user.id, role: 'user', sid: access.sid });
    // Straight in the database, announced to nobody: only the answer's time bounds it.
    await t.deps.database.db
      .update(refreshTokens)
      .set({ revokedAt: t.clock.now() })
      .where(eq(refreshTokens.familyId, access.sid));
    expect(await guard.sessionUser(access)).toEqual({ id: user.id, role: 'user', sid: access.sid });
    expect(guard.sessionStats()).toMatchObject({ reads: 1, hits: 1 });
    await new Promise((r) => setTimeout(r, 120));
    await expect(guard.sessionUser(access)).rejects.toMatchObject({ httpStatus: 401 });
    expect(guard.sessionStats()).toMatchObject({ reads: 2, hits: 1 });
  });
});
