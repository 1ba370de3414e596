import { MSG } from '@crowns/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connectPostgres, type Database } from '../../db/client';
import { createAuthGuard } from '../../platform/auth-guard';
import { listenOnFreePort } from '../../platform/realtime/test-client';
import { type Person, person } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, loginUser } from './testing';

const enabled = Boolean(process.env.DATABASE_URL);

/**
 * Two instances, each with its own connection pool and auth guard on one PostgreSQL database: a session ended
 * through B is refused by A within a moment (the revocation's NOTIFY), though A keeps live sessions for seconds
 * (decision 025).
 */
describe.skipIf(!enabled)('kept sessions across instances (PostgreSQL)', () => {
  let a: TestContext;
  let b: FastifyInstance;
  let bDatabase: Database;
  let admin: Person;

  beforeAll(async () => {
    a = await createTestApp();
    admin = await person(a, 0, { role: 'admin' });
    await listenOnFreePort(a.app);
    bDatabase = connectPostgres(a.deps.database.pool!.options.connectionString!, 5);
    b = await buildApp({ ...a.deps, database: bDatabase, guard: createAuthGuard(bDatabase, a.deps.tokens) });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const onA = (tokens: { accessToken: string; idToken: string }) =>
    a.app.inject({ url: '/v1/notification', headers: authHeaders(tokens) });

  /** A's answer for `tokens`, asked until it is `status` or a second has passed. */
  async function onASoon(tokens: { accessToken: string; idToken: string }, status: number) {
    const until = Date.now() + 1000;
    let res = await onA(tokens);
    while (res.statusCode !== status && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
      res = await onA(tokens);
    }
    return res;
  }

  it('a logout on instance B ends the session on instance A at once, not after its kept time', async () => {
    const user = await createUser(a);
    const session = await loginUser(a, user.email);
    const other = await loginUser(a, user.email);
    expect((await onA(session)).statusCode).toBe(200);
    expect((await onA(other)).statusCode).toBe(200);
    const logout = await b.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    expect((await onASoon(session, 401)).statusCode).toBe(401);
    expect((await onA(other)).statusCode).toBe(200);
  });

  it("a suspension on instance B answers 403 'suspended' on instance A", async () => {
    const user = await createUser(a);
    const session = await loginUser(a, user.email);
    expect((await onA(session)).statusCode).toBe(200);
    const suspend = await b.inject({
      method: 'POST',
      url: `/v1/admin/users/${user.id}/suspend`,
      headers: admin.headers,
      payload: {},
    });
    expect(suspend.statusCode).toBe(200);
    const res = await onASoon(session, 403);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.suspended);
  });
});
