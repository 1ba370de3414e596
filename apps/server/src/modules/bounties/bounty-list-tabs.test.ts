import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { createUser } from '../../test/users';

/**
 * The failed / unclaimed / with_submission tabs are read as one index scan per stored state, merged (decision 008):
 * pages must come out in one order across the states, including active bounties past their end that the sweeper
 * has not settled yet, with no row lost or repeated between pages.
 */
let t: TestContext;
const failedOrder: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const creator = (await createUser(t.deps)).id;
  const now = t.clock.now().getTime();
  const at = (h: number) => new Date(now + h * HOUR).toISOString();
  // Interleaved creation times: F failed, U unclaimed, E active past its end (unswept), A active, S submitted.
  const rows: [string, string, number][] = [
    ['F1', 'failed', -30],
    ['U1', 'unclaimed', -29],
    ['S1', 'submitted', -28],
    ['E1', 'active', -27],
    ['F2', 'failed', -26],
    ['A1', 'active', -25],
    ['U2', 'unclaimed', -24],
    ['E2', 'active', -23],
    ['F3', 'failed', -22],
    ['S2', 'completed', -21],
    ['U3', 'unclaimed', -20],
  ];
  for (const [title, status, hours] of rows) {
    const ended = title.startsWith('A') ? at(5) : at(hours + 1);
    await t.deps.database.db.execute(sql`insert into bounties (title, bounty_type, status, creator_id, starting_cc,
        amount, duration_start_time, duration_end_time, created_at)
      values (${title}, 'video', ${status}, ${creator}, 500, 500, ${at(hours)}::timestamptz, ${ended}::timestamptz,
        ${at(hours)}::timestamptz)`);
  }
  failedOrder.push('U3', 'F3', 'E2', 'U2', 'F2', 'E1', 'U1', 'F1');
});
afterAll(() => t.close());

const page = async (status: string, n: number, limit: number, order = 'desc') => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/bounty/list?sortBy=recent&sortOrder=${order}&page=${n}&limit=${limit}`,
    payload: { queryFilter: { status } },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json().bounty;
  return { titles: body.data.map((b: { title: string }) => b.title) as string[], total: body.totalRecords };
};

describe('tabs made of several stored states', () => {
  it('failed: newest first across failed, unclaimed and unswept ended bounties, page by page', async () => {
    const pages = [await page('failed', 1, 3), await page('failed', 2, 3), await page('failed', 3, 3)];
    expect(pages.flatMap((p) => p.titles)).toEqual(failedOrder);
    expect(pages.map((p) => p.total)).toEqual([8, 8, 8]);
    expect((await page('failed', 4, 3)).titles).toEqual([]);
  });

  it('failed, oldest first', async () => {
    const all = [...(await page('failed', 1, 5, 'asc')).titles, ...(await page('failed', 2, 5, 'asc')).titles];
    expect(all).toEqual([...failedOrder].reverse());
  });

  it('unclaimed: unclaimed and unswept ended bounties only', async () => {
    expect((await page('unclaimed', 1, 10)).titles).toEqual(['U3', 'E2', 'U2', 'E1', 'U1']);
  });

  it('with_submission: in review and completed', async () => {
    expect((await page('with_submission', 1, 1)).titles).toEqual(['S2']);
    expect((await page('with_submission', 2, 1)).titles).toEqual(['S1']);
  });
});
