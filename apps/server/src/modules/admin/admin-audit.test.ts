import { AUDIT_MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, type TestUser } from '../../test/users';
import { writeAudit } from '../audit/audit.repo';
import { AUDIT_CSV_HEADER } from './audit-csv';

let t: TestContext;
let boss: TestUser;
let deputy: TestUser;
let adminHeaders: Record<string, string>;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  boss = await createUser(t.deps, { role: 'admin' });
  deputy = await createUser(t.deps, { role: 'admin' });
  adminHeaders = await authHeaders(t.deps, boss);
  const db = t.deps.database.db;
  // Dates long before any other test's entries, so a date range isolates them on a shared database.
  await writeAudit(
    db,
    { actorId: boss.id, action: 'promo.create', targetType: 'promo_code', targetId: 7 },
    at('2001-03-01T09:00:00Z'),
  );
  await writeAudit(
    db,
    { actorId: boss.id, action: 'user.suspend', targetType: 'user', targetId: deputy.id },
    at('2001-03-02T23:59:59Z'),
  );
  await writeAudit(
    db,
    { actorId: deputy.id, action: 'user.unsuspend', targetType: 'user', targetId: boss.id },
    at('2001-03-03T00:00:00Z'),
  );
  await writeAudit(
    db,
    {
      actorId: deputy.id,
      action: 'config.update',
      targetType: 'config',
      targetId: '=cmd|calc',
      data: { note: 'fee, "raised"\nagain' },
    },
    at('2001-03-04T12:00:00Z'),
  );
});
afterAll(() => t.close());

const RANGE = 'from=2001-03-01&to=2001-03-31';
const list = async (query: string, headers = adminHeaders) =>
  t.app.inject({ url: `/v1/admin/audit-log?${RANGE}&${query}`, headers });
const actions = async (query: string) =>
  (await list(query)).json().logs.data.map((e: { action: string }) => e.action) as string[];

describe('GET /v1/admin/audit-log filters', () => {
  it('filters by admin id or username, case-insensitively', async () => {
    expect(await actions(`admin=${boss.id}`)).toEqual(['user.suspend', 'promo.create']);
    expect(await actions(`admin=${deputy.scUsername.toUpperCase()}`)).toEqual(['config.update', 'user.unsuspend']);
    expect(await actions('admin=nobody_here')).toEqual([]);
  });

  it('filters by action or action family', async () => {
    expect(await actions('action=user.suspend')).toEqual(['user.suspend']);
    expect(await actions('action=user')).toEqual(['user.unsuspend', 'user.suspend']);
    expect(await actions('action=user.')).toEqual([]);
    expect(await actions('action=us%25')).toEqual([]);
  });

  it('filters by target type and id', async () => {
    expect(await actions('targetType=user')).toEqual(['user.unsuspend', 'user.suspend']);
    expect(await actions(`targetType=user&targetId=${boss.id}`)).toEqual(['user.unsuspend']);
    expect(await actions('targetId=7')).toEqual(['promo.create']);
  });

  it('takes whole UTC days, both ends inclusive', async () => {
    const day = (from: string, to: string) =>
      t.app
        .inject({ url: `/v1/admin/audit-log?from=${from}&to=${to}&admin=${boss.id}`, headers: adminHeaders })
        .then((r) => r.json().logs.data.map((e: { action: string }) => e.action));
    expect(await day('2001-03-02', '2001-03-02')).toEqual(['user.suspend']);
    expect(await day('2001-03-01', '2001-03-01')).toEqual(['promo.create']);
    expect(await day('2001-02-01', '2001-02-28')).toEqual([]);
  });

  it('pages the filtered entries and counts them', async () => {
    const first = (await list('page=1&limit=3')).json().logs;
    expect(first).toMatchObject({ currentPage: 1, totalPages: 2, totalRecords: 4 });
    expect(first.data.map((e: { action: string }) => e.action)).toEqual([
      'config.update',
      'user.unsuspend',
      'user.suspend',
    ]);
    const second = (await list('page=2&limit=3')).json().logs;
    expect(second.data.map((e: { action: string }) => e.action)).toEqual(['promo.create']);
    expect(second.data[0]).toMatchObject({ actor: { id: String(boss.id), sc_username: boss.scUsername } });
  });

  it('refuses bad dates and a reversed range with the contract message', async () => {
    const bad = await t.app.inject({ url: '/v1/admin/audit-log?from=March', headers: adminHeaders });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(AUDIT_MSG.invalidDate);
    const reversed = await t.app.inject({
      url: '/v1/admin/audit-log?from=2001-03-05&to=2001-03-01',
      headers: adminHeaders,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(AUDIT_MSG.invalidRange);
    const csv = await t.app.inject({
      url: '/v1/admin/audit-log.csv?from=2001-03-05&to=2001-03-01',
      headers: adminHeaders,
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toBe(AUDIT_MSG.invalidRange);
  });
});

describe('GET /v1/admin/audit-log.csv', () => {
  it('downloads the filtered log with a header row, quoted and defused', async () => {
    const res = await t.app.inject({
      url: `/v1/admin/audit-log.csv?${RANGE}&admin=${deputy.id}`,
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rest] = res.body.split('\r\n');
    expect(header).toBe(AUDIT_CSV_HEADER.join(','));
    expect(rest.at(-1)).toBe('');
    const body = rest.slice(0, -1).join('\r\n');
    const configId = (await list(`admin=${deputy.id}&action=config`)).json().logs.data[0].id;
    const lines = body.split('\r\n');
    expect(lines[0]).toBe(
      `${configId},2001-03-04T12:00:00.000Z,${deputy.id},${deputy.scUsername},config.update,config,'=cmd|calc,"{""note"":""fee, \\""raised\\""\\nagain""}"`,
    );
    expect(lines[1]).toMatch(
      new RegExp(`^\\d+,2001-03-03T00:00:00.000Z,${deputy.id},${deputy.scUsername},user.unsuspend,user,${boss.id},$`),
    );
    expect(lines).toHaveLength(2);
  });

  it('reads past one batch without repeating or skipping rows', async () => {
    const writer = await createUser(t.deps, { role: 'admin' });
    const db = t.deps.database.db;
    // 1,100 entries over two batches of 500 and a remainder; equal timestamps go by id.
    for (let i = 0; i < 1100; i += 100)
      await Promise.all(
        Array.from({ length: 100 }, (_, j) =>
          writeAudit(db, { actorId: writer.id, action: 'bulk.write', targetId: i + j }, at('2001-04-01T00:00:00Z')),
        ),
      );
    const res = await t.app.inject({ url: `/v1/admin/audit-log.csv?admin=${writer.id}`, headers: adminHeaders });
    const ids = res.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split(',')[0]));
    expect(ids).toHaveLength(1100);
    expect(new Set(ids).size).toBe(1100);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('who may read the audit log', () => {
  it('lets a read-only admin read and export; answers 401 to visitors and 403 to users', async () => {
    const readOnly = await authHeaders(t.deps, await createUser(t.deps, { role: 'read_only_admin' }));
    const user = await authHeaders(t.deps, await createUser(t.deps));
    for (const url of ['/v1/admin/audit-log', '/v1/admin/audit-log.csv']) {
      expect((await t.app.inject({ url, headers: readOnly })).statusCode).toBe(200);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: user })).statusCode).toBe(403);
    }
  });
});
