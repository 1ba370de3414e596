import { MSG } from '@crowns/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokens } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, reloadUser, type TestUser } from '../../test/users';

describe('admin user management', () => {
  let t: TestContext;
  let admin: TestUser;
  let readonly: TestUser;
  let viewer: TestUser;
  let streamers: TestUser[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.deps, { username: 'root_admin', email: 'root@crowns.test', role: 'admin' });
    readonly = await createUser(t.deps, { username: 'ro_admin', email: 'ro@crowns.test', role: 'read_only_admin' });
    viewer = await createUser(t.deps, { username: 'plain_viewer', email: 'viewer@crowns.test' });
    streamers = [];
    for (let i = 1; i <= 5; i++) {
      t.clock.advance(1000);
      streamers.push(await createUser(t.deps, { username: `stream_${i}`, email: `s${i}@crowns.test`, streamer: true }));
    }
    await createUser(t.deps, { username: 'not_verified', email: 'nv@crowns.test', verified: false });
  });
  afterAll(() => t.close());

  const as = async (user: TestUser, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: await authHeaders(t.deps, user) });

  it('lists users newest first with pagination', async () => {
    const res = await as(admin, 'GET', '/v1/admin/users?page=1&limit=3');
    expect(res.statusCode).toBe(200);
    const { users } = res.json();
    expect(users).toMatchObject({ currentPage: 1, totalPages: 3, totalRecords: 9 });
    expect(users.data).toHaveLength(3);
    expect(users.data[0]).toMatchObject({ sc_username: 'not_verified', isVerified: false, suspended: false });
    const last = (await as(admin, 'GET', '/v1/admin/users?page=3&limit=3')).json().users;
    expect(last.data.map((u: { sc_username: string }) => u.sc_username).sort()).toEqual(
      ['plain_viewer', 'ro_admin', 'root_admin'].sort(),
    );
    expect((await as(admin, 'GET', '/v1/admin/users?limit=1000')).statusCode).toBe(400);
  });

  it('searches email and username case-insensitively and filters by role and status', async () => {
    const names = async (query: string) =>
      (await as(admin, 'GET', `/v1/admin/users?${query}`))
        .json()
        .users.data.map((u: { sc_username: string }) => u.sc_username)
        .sort();
    expect(await names('search=STREAM_')).toEqual(['stream_1', 'stream_2', 'stream_3', 'stream_4', 'stream_5']);
    expect(await names('search=viewer%40crowns')).toEqual(['plain_viewer']);
    // LIKE wildcards are literal text.
    expect(await names('search=%25')).toEqual([]);
    expect(await names('role=read_only_admin')).toEqual(['ro_admin']);
    expect(await names('status=unverified')).toEqual(['not_verified']);
    expect(await names('status=suspended')).toEqual([]);
    expect(await names('search=stream&role=admin')).toEqual([]);
  });

  it('suspends a user: their next call is 403 suspended, sessions revoked, and the audit row exists', async () => {
    const target = streamers[0]!;
    const { db } = t.deps.database;
    await db.insert(refreshTokens).values({
      userId: target.id,
      familyId: '00000000-0000-4000-8000-000000000001',
      tokenHash: 'hash-of-a-live-token',
      expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
    });
    const headers = await authHeaders(t.deps, target);
    expect((await t.app.inject({ url: '/v1/users/me', headers })).statusCode).toBe(200);

    const res = await as(admin, 'POST', `/v1/admin/users/${target.id}/suspend`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      message: MSG.userSuspended,
      user: { id: String(target.id), suspended: true },
    });

    const next = await t.app.inject({ url: '/v1/users/me', headers });
    expect(next.statusCode).toBe(403);
    expect(next.json().message).toBe('suspended');
    const live = await db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, target.id), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(0);
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(target.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'user.suspend', targetType: 'user' });

    // Repeating it changes nothing and writes no second row.
    await as(admin, 'POST', `/v1/admin/users/${target.id}/suspend`);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(target.id))),
    ).toHaveLength(1);

    const listed = (await as(admin, 'GET', '/v1/admin/users?status=suspended')).json().users.data;
    expect(listed.map((u: { id: string }) => u.id)).toEqual([String(target.id)]);
  });

  it('unsuspends: the user can call again and the action is audited', async () => {
    const target = streamers[0]!;
    const res = await as(admin, 'POST', `/v1/admin/users/${target.id}/unsuspend`);
    expect(res.json()).toMatchObject({ message: MSG.userUnsuspended, user: { suspended: false, suspendedAt: null } });
    expect((await reloadUser(t.deps, target.id))!.suspendedAt).toBeNull();
    expect((await as(target, 'GET', '/v1/users/me')).statusCode).toBe(200);
    const log = (await as(admin, 'GET', '/v1/admin/audit-log?limit=10')).json().logs;
    expect(log.totalRecords).toBe(2);
    expect(log.data[0]).toMatchObject({
      action: 'user.unsuspend',
      actor: { id: String(admin.id), sc_username: 'root_admin' },
      targetType: 'user',
      targetId: String(target.id),
    });
    expect(log.data[1].action).toBe('user.suspend');
  });

  it('refuses suspending yourself or another admin, and unknown users', async () => {
    const self = await as(admin, 'POST', `/v1/admin/users/${admin.id}/suspend`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(MSG.cannotSuspendSelf);
    const other = await as(admin, 'POST', `/v1/admin/users/${readonly.id}/suspend`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MSG.cannotSuspendAdmin);
    expect((await reloadUser(t.deps, readonly.id))!.suspendedAt).toBeNull();
    const missing = await as(admin, 'POST', '/v1/admin/users/987654/suspend');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG.userNotFound);
  });

  it('lets a read-only admin read but not write', async () => {
    expect((await as(readonly, 'GET', '/v1/admin/users')).statusCode).toBe(200);
    expect((await as(readonly, 'GET', '/v1/admin/audit-log')).statusCode).toBe(200);
    const res = await as(readonly, 'POST', `/v1/admin/users/${viewer.id}/suspend`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.readOnlyAdmin);
    expect((await reloadUser(t.deps, viewer.id))!.suspendedAt).toBeNull();
  });

  it('refuses plain users and visitors on every admin route', async () => {
    for (const [method, url] of [
      ['GET', '/v1/admin/users'],
      ['GET', '/v1/admin/audit-log'],
      ['POST', `/v1/admin/users/${streamers[1]!.id}/suspend`],
    ] as const) {
      expect((await as(viewer, method, url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    expect((await reloadUser(t.deps, streamers[1]!.id))!.suspendedAt).toBeNull();
  });
});
