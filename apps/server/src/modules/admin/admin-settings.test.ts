import { ADMIN_SETTINGS_MSG, CONFIG_DEFAULTS, CONFIG_KEYS, MSG, RT_EVENTS } from '@crowns/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxEvents } from '../../db/schema';
import { connectClient, listenOnFreePort, nextEvent } from '../../platform/realtime/test-client';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, type TestUser } from '../../test/users';

describe('admin settings', () => {
  let t: TestContext;
  let admin: TestUser;
  let readonly: TestUser;
  let viewer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.deps, { username: 'settings_admin', role: 'admin' });
    readonly = await createUser(t.deps, { username: 'settings_ro', role: 'read_only_admin' });
    viewer = await createUser(t.deps, { username: 'settings_user' });
  });
  afterAll(() => t.close());

  const put = async (key: string, value: unknown, user: TestUser | null = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/admin/settings/${key}`,
      headers: user ? await authHeaders(t.deps, user) : {},
      payload: { value },
    });
  const list = async (user: TestUser = admin) =>
    t.app.inject({ url: '/v1/admin/settings', headers: await authHeaders(t.deps, user) });
  const publicConfig = async (key: string) =>
    (await t.app.inject({ method: 'POST', url: '/v1/config/', payload: { keys: [key] } })).json().data[key];

  it('lists every config key with its value, group and money flag, to admins and read-only admins', async () => {
    for (const user of [admin, readonly]) {
      const res = await list(user);
      expect(res.statusCode).toBe(200);
      const { settings } = res.json();
      expect(settings.map((s: { key: string }) => s.key).sort()).toEqual([...CONFIG_KEYS].sort());
      expect(settings.find((s: { key: string }) => s.key === 'transaction_fee_percent')).toEqual({
        key: 'transaction_fee_percent',
        value: CONFIG_DEFAULTS.transaction_fee_percent,
        previousValue: null,
        changedBy: null,
        changedAt: null,
        moneyAffecting: true,
        group: 'currency',
        label: 'Payout fee',
        help: 'Taken from a bounty or prize when it is paid to the winner.',
      });
      expect(settings.find((s: { key: string }) => s.key === 'upload_max_mb').moneyAffecting).toBe(false);
    }
  });

  it('refuses anonymous callers (401), users (403) and read-only admins writing (403), changing nothing', async () => {
    expect((await t.app.inject({ url: '/v1/admin/settings' })).statusCode).toBe(401);
    expect((await list(viewer)).statusCode).toBe(403);
    expect((await put('cc_per_usd', 200, null)).statusCode).toBe(401);
    expect((await put('cc_per_usd', 200, viewer)).statusCode).toBe(403);
    const ro = await put('cc_per_usd', 200, readonly);
    expect(ro.statusCode).toBe(403);
    expect(ro.json().message).toBe(MSG.readOnlyAdmin);
    expect(await publicConfig('cc_per_usd')).toBe(CONFIG_DEFAULTS.cc_per_usd);
  });

  it.each([
    ['kyc_check_flag', 'yes', 'Identity check before withdrawals must be on or off.'],
    ['cc_per_usd', 0, 'Crowns per dollar must be a whole number from 1 to 100,000.'],
    ['cc_per_usd', 12.5, 'Crowns per dollar must be a whole number from 1 to 100,000.'],
    ['transaction_fee_percent', 101, 'Payout fee must be a whole number from 0 to 100 percent.'],
    ['withdrawal_fee_percent', -1, 'Withdrawal fee must be a whole number from 0 to 100 percent.'],
    ['withdraw_threshold', '20', 'Smallest withdrawal must be a whole number from 0 to 1,000,000 dollars.'],
    [
      'challenge_vote_min_account_age_hours',
      9000,
      'Vote age for challenges must be a whole number from 0 to 8,760 hours.',
    ],
    ['upload_max_mb', 0, 'Largest video upload must be a whole number from 1 to 5,000 MB.'],
    ['standard_rules', ['Fine', '   '], 'A rule cannot be empty.'],
    ['standard_rules', 'one rule', 'The rules must be a list of text.'],
    ['upload_video_types', [], 'Allow at least one video type.'],
    ['upload_video_types', ['mp4', 'avi'], 'Video types must be among mp4, webm, mov.'],
    ['upload_video_types', ['mp4', 'mp4'], 'Each video type may appear once.'],
    ['purchase_flag', undefined, 'Purchases open must be on or off.'],
  ])('refuses %s = %j with the rule message (400), writing nothing', async (key, value, message) => {
    const res = await put(key, value);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const audited = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, key));
    expect(audited).toEqual([]);
  });

  it('answers an unknown key 404', async () => {
    const res = await put('no_such_key', 1);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ADMIN_SETTINGS_MSG.unknownKey);
  });

  it('changes a key: audited with old and new, broadcast, read back by POST /config/, previous value listed', async () => {
    const { db } = t.deps.database;
    const res = await put('transaction_fee_percent', 15);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ADMIN_SETTINGS_MSG.updated('Payout fee'),
      setting: {
        key: 'transaction_fee_percent',
        value: 15,
        previousValue: CONFIG_DEFAULTS.transaction_fee_percent,
        changedBy: 'settings_admin',
        changedAt: t.clock.now().toISOString(),
      },
    });
    expect(await publicConfig('transaction_fee_percent')).toBe(15);

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'config.update'), eq(auditLog.targetId, 'transaction_fee_percent')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id, targetType: 'config', data: { old: 10, new: 15 } });

    const events = await db.select().from(outboxEvents).where(eq(outboxEvents.name, RT_EVENTS.configUpdated));
    expect(events.map((e) => ({ rooms: e.rooms, payload: e.payload }))).toEqual([
      { rooms: ['public-notifications'], payload: { key: 'transaction_fee_percent', value: 15 } },
    ]);

    t.clock.advance(60_000);
    await put('transaction_fee_percent', 12);
    const row = (await list()).json().settings.find((s: { key: string }) => s.key === 'transaction_fee_percent');
    expect(row).toMatchObject({ value: 12, previousValue: 15, changedAt: t.clock.now().toISOString() });
  });

  it('stores lists trimmed and treats the same value again as no change', async () => {
    const rules = ['  Show the whole task.  ', 'Be kind.'];
    const res = await put('standard_rules', rules);
    expect(res.json().setting.value).toEqual(['Show the whole task.', 'Be kind.']);
    expect(await publicConfig('standard_rules')).toEqual(['Show the whole task.', 'Be kind.']);
    expect((await put('standard_rules', ['Show the whole task.', 'Be kind.'])).statusCode).toBe(200);
    const audited = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'standard_rules'));
    expect(audited).toHaveLength(1);

    expect((await put('purchase_flag', false)).json().setting).toMatchObject({ value: false, previousValue: true });
    expect(await publicConfig('purchase_flag')).toBe(false);
  });

  it('reaches an anonymous socket as configUpdated on the public room once committed', async () => {
    const url = await listenOnFreePort(t.app);
    const socket = await connectClient(url);
    try {
      const event = nextEvent(socket, RT_EVENTS.configUpdated, (p) => p.key === 'cc_per_usd');
      expect((await put('cc_per_usd', 125)).statusCode).toBe(200);
      expect(await event).toEqual({ key: 'cc_per_usd', value: 125 });
    } finally {
      socket.close();
    }
  });
});
