import { MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBounty } from '../modules/bounties/bounty-test-helpers';
import { readyWinner, withdraw } from '../modules/payouts/payouts-test-helpers';
import { person, prepare } from '../test/people';
import { createTestApp, type TestContext } from '../test/setup';
import { authHeaders, createUser, type TestUser } from '../test/users';

type Call = { method: string; url: string };

/** Every admin call the app documents (OpenAPI from the route table), with path parameters filled in. */
function adminCalls(t: TestContext, idFor: (path: string) => string = () => '1'): Call[] {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/v1/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => ({ method: m.toUpperCase(), url: path.replace(/\{[^}]+\}/g, idFor(path)) })),
    );
}

/** A half-filled body: before the fix, validation answered it with a 400 that described the admin schema. */
const halfBody = { code: 'X', title: '', status: 'approved' };

describe('authorization comes before validation on every route', () => {
  let t: TestContext;
  let viewer: TestUser;
  let readonly: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    viewer = await createUser(t.deps);
    readonly = await createUser(t.deps, { role: 'read_only_admin' });
  });
  afterAll(() => t.close());

  const call = async ({ method, url }: Call, user?: TestUser) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: user ? await authHeaders(t.deps, user) : {},
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: halfBody }),
    });

  it('finds the admin routes in the route table', () => {
    const calls = adminCalls(t);
    expect(calls.length).toBeGreaterThanOrEqual(10);
    expect(calls).toContainEqual({ method: 'POST', url: '/v1/admin/promo' });
  });

  it('answers every admin call 401 to a visitor and 403 to a user, whatever the body', async () => {
    for (const c of adminCalls(t)) {
      const anonymous = await call(c);
      expect(anonymous.statusCode, `${c.method} ${c.url} anonymous: ${anonymous.body}`).toBe(401);
      const user = await call(c, viewer);
      expect(user.statusCode, `${c.method} ${c.url} as a user: ${user.body}`).toBe(403);
    }
  });

  it('answers every admin write 403 to a read-only admin before looking at the body', async () => {
    for (const c of adminCalls(t).filter((c) => c.method !== 'GET')) {
      const res = await call(c, readonly);
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBe(403);
      expect(res.json().message).toBe(MSG.readOnlyAdmin);
    }
  });

  it('answers every admin read 200 to a read-only admin and to an admin', async () => {
    const admin = await createUser(t.deps, { role: 'admin' });
    // Real ids for the reads of one thing: a user, a bounty, a promo code and a withdrawal.
    await prepare(t);
    const creator = await person(t, 5_000);
    const bountyId = await newBounty(t, creator);
    const adminHeaders = await authHeaders(t.deps, admin);
    const promo = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/promo',
      headers: adminHeaders,
      payload: { code: 'MATRIX1', kind: 'credit', value: 5 },
    });
    const winner = await readyWinner(t, 5_000);
    const withdrawal = await withdraw(t, winner.headers, { crowns: 5_000, paymentMethodId: winner.method.id });
    const ids: Record<string, string> = {
      '/v1/admin/users/': String(creator.id),
      '/v1/admin/bounties/': String(bountyId),
      '/v1/admin/promo/': String(promo.json().data.id),
      '/v1/admin/withdrawals/': String(withdrawal.json().data.id),
    };
    const reads = adminCalls(t, (path) => ids[Object.keys(ids).find((p) => path.startsWith(p)) ?? ''] ?? '1').filter(
      (c) => c.method === 'GET',
    );
    expect(reads.length).toBeGreaterThanOrEqual(15);
    for (const who of [readonly, admin]) {
      for (const c of reads) {
        const res = await call(c, who);
        expect(res.statusCode, `GET ${c.url} as ${who.role}: ${res.body.slice(0, 200)}`).toBe(200);
      }
    }
  });

  it("refuses someone else's profile with 403 before validating the body", async () => {
    const other = await createUser(t.deps);
    const headers = await authHeaders(t.deps, viewer);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/v1/users/${other.id}`,
      headers,
      payload: { bio: 'x'.repeat(5000) },
    });
    expect(patch.statusCode).toBe(403);
    const avatar = await t.app.inject({
      method: 'POST',
      url: `/v1/users/profile/${other.id}`,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'broken',
    });
    expect(avatar.statusCode).toBe(403);
  });
});
