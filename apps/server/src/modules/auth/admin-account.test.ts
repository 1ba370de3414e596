import { MSG } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSettings, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/setup';
import { createOrPromoteAdmin } from './admin-account';
import { authHeaders, createUser, lastMail, loginUser, mailCode, PASSWORD, post } from './testing';

describe('admin:create', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.deps.database.db;

  it('creates a verified admin who signs in with a mailed code', async () => {
    const result = await createOrPromoteAdmin(db(), { email: 'Boss.1@Example.com', password: PASSWORD });
    expect(result).toMatchObject({ action: 'created', email: 'boss.1@example.com', username: 'boss1', role: 'admin' });
    const [row] = await db().select().from(users).where(eq(users.id, result.id));
    expect(row).toMatchObject({ role: 'admin', isVerified: true });
    expect(await db().select().from(userSettings).where(eq(userSettings.userId, result.id))).toHaveLength(1);

    const login = await post(t, '/v1/auth/login', { email: 'boss.1@example.com', password: PASSWORD });
    expect(login.json()).toMatchObject({ status: 200, userTier: 'admin' });
    const otp = mailCode((await lastMail(t, 'boss.1@example.com')).text);
    const done = await post(t, '/v1/auth/verify-otp', { token: login.json().token, otp });
    expect(done.json()).toMatchObject({ status: 200, role: 'admin' });
  });

  it('promotes an existing account to read-only admin and replaces its password', async () => {
    const user = await createUser(t, { verified: false });
    const result = await createOrPromoteAdmin(db(), { email: user.email, password: 'Other#Pass9', readOnly: true });
    expect(result).toMatchObject({ action: 'promoted', id: user.id, role: 'read_only_admin' });
    const old = await post(t, '/v1/auth/login', { email: user.email, password: PASSWORD });
    expect(old.statusCode).toBe(401);
    const login = await post(t, '/v1/auth/login', { email: user.email, password: 'Other#Pass9' });
    expect(login.json().userTier).toBe('read_only_admin');
  });

  it('ends the sessions of a promoted account at once: the next sign-in is an admin one, with the mailed code', async () => {
    const user = await createUser(t);
    const session = authHeaders(await loginUser(t, user.email));
    expect((await t.app.inject({ url: '/v1/notification', headers: session })).statusCode).toBe(200);
    await createOrPromoteAdmin(db(), { email: user.email, password: PASSWORD });
    expect((await t.app.inject({ url: '/v1/notification', headers: session })).statusCode).toBe(401);
  });

  it('takes a given username, derives a free one otherwise, and validates input', async () => {
    const named = await createOrPromoteAdmin(db(), {
      email: 'x1@example.com',
      password: PASSWORD,
      username: 'Chief_Admin',
    });
    expect(named.username).toBe('Chief_Admin');
    const derived = await createOrPromoteAdmin(db(), { email: '123@example.org', password: PASSWORD });
    expect(derived.username).toBe('admin123');
    const again = await createOrPromoteAdmin(db(), { email: '123@example.net', password: PASSWORD });
    expect(again.username).toMatch(/^admin123_\d{4}$/);
    await expect(
      createOrPromoteAdmin(db(), { email: 'x2@example.com', password: PASSWORD, username: 'chief_admin' }),
    ).rejects.toThrow('taken');
    await expect(createOrPromoteAdmin(db(), { email: 'bad', password: PASSWORD })).rejects.toThrow(MSG.emailInvalid);
    await expect(createOrPromoteAdmin(db(), { email: 'ok@example.com', password: 'weak' })).rejects.toThrow(
      MSG.passwordMin,
    );
  });
});
