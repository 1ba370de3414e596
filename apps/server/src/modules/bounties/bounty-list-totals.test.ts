import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changed } from '../../db/committed-changes';
import { HOUR } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { createUser } from '../../test/users';
import { BIG_COUNT_TTL_MS, EXACT_COUNT_UP_TO } from './bounty-count';

let t: TestContext;
let creatorId: number;
beforeAll(async () => {
  t = await createTestApp();
  creatorId = (await createUser(t.deps)).id;
});
afterAll(() => t.close());

/** Inserts `n` active bounties straight into the table (the API path is covered elsewhere; this is about counts). */
async function seed(n: number, opts: { category: string; amountFrom: number; prefix: string }) {
  const now = t.clock.now();
  await t.deps.database.db.execute(sql`insert into bounties (title, bounty_type, status, creator_id, starting_cc,
      amount, categories, duration_start_time, duration_end_time)
    select ${opts.prefix} || g, 'video', 'active', ${creatorId}, 500, ${opts.amountFrom} + g, array[${opts.category}],
      ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + 10 * HOUR).toISOString()}::timestamptz
    from generate_series(1, ${n}) g`);
  changed(t.deps.database.db, ['bounties']); // as every write of the bounty module does, so shared pages refresh
}

const list = async (queryFilter: object, query = 'sortBy=amount&sortOrder=desc&page=1&limit=8') => {
  const res = await t.app.inject({ method: 'POST', url: `/v1/bounty/list?${query}`, payload: { queryFilter } });
  expect(res.statusCode).toBe(200);
  return res.json().bounty as {
    data: { title: string }[];
    currentPage: number;
    totalPages: number;
    totalRecords: number;
  };
};

describe('list totals', () => {
  it('are exact up to the cap on every call, and exact on short and empty pages', async () => {
    await seed(30, { category: 'Art', amountFrom: 0, prefix: 'Art ' });
    const filter = { status: 'available', category: 'Art' };
    expect(await list(filter)).toMatchObject({ totalRecords: 30, totalPages: 4 });
    await seed(1, { category: 'Art', amountFrom: 10_000, prefix: 'Top art ' });
    const after = await list(filter);
    expect(after).toMatchObject({ totalRecords: 31, totalPages: 4 });
    expect(after.data[0]!.title).toBe('Top art 1');
    expect(await list(filter, 'sortBy=amount&page=4&limit=8')).toMatchObject({ totalRecords: 31 });
    expect(await list(filter, 'sortBy=amount&page=9&limit=8')).toMatchObject({ data: [], totalRecords: 31 });
  });

  it('above the cap are counted once, then served for BIG_COUNT_TTL_MS while the rows stay live', async () => {
    const filter = { status: 'available', category: 'Gaming' };
    await seed(EXACT_COUNT_UP_TO + 200, { category: 'Gaming', amountFrom: 0, prefix: 'Game ' });
    const big = EXACT_COUNT_UP_TO + 200;
    expect(await list(filter)).toMatchObject({ totalRecords: big, totalPages: Math.ceil(big / 8) });

    await seed(5, { category: 'Gaming', amountFrom: 1_000_000, prefix: 'New game ' });
    const cached = await list(filter);
    expect(cached.data[0]!.title).toBe('New game 5'); // the page itself is always read fresh
    expect(cached.totalRecords).toBe(big);

    t.clock.advance(BIG_COUNT_TTL_MS + 1);
    // Past its lifetime the total is recounted in the background; callers get the new one as soon as it is in.
    await vi.waitFor(async () => expect((await list(filter)).totalRecords).toBe(big + 5), { timeout: 5000 });
  });

  it('never fall below what the page proves, and leave the cache when they drop under the cap', async () => {
    const filter = { status: 'available', category: 'Gaming' };
    const cachedTotal = (await list(filter)).totalRecords;
    await seed(20, { category: 'Gaming', amountFrom: -100, prefix: 'Cheap game ' });
    const real = cachedTotal + 20;
    // A full page past the cached total proves more rows; a short last page tells the total exactly.
    const fullPage = Math.floor(real / 8) - 1;
    expect(await list(filter, `sortBy=amount&sortOrder=desc&page=${fullPage}&limit=8`)).toMatchObject({
      totalRecords: fullPage * 8,
    });
    expect(fullPage * 8).toBeGreaterThan(cachedTotal);
    expect(await list(filter, `sortBy=amount&sortOrder=desc&page=${Math.ceil(real / 8)}&limit=8`)).toMatchObject({
      totalRecords: real,
    });

    await t.deps.database.db.execute(sql`update bounties set status = 'cancelled'
      where id in (select id from bounties where 'Gaming' = any(categories) order by id limit 1000)`);
    t.clock.advance(BIG_COUNT_TTL_MS + 1);
    await vi.waitFor(async () => expect((await list(filter)).totalRecords).toBe(real - 1000), { timeout: 5000 });
    expect(real - 1000).toBeLessThanOrEqual(EXACT_COUNT_UP_TO);
    // Back under the cap: exact again on the very next change.
    await seed(1, { category: 'Gaming', amountFrom: 3_000_000, prefix: 'Last game ' });
    expect((await list(filter)).totalRecords).toBe(real - 999);
  });
});
