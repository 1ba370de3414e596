import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { newBounty } from '../bounties/bounty-test-helpers';
import { CATEGORY_SEED, seedCategories } from './categories.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('categories', () => {
  it('seeds idempotently and lists id, name, icon, active_icon in order', async () => {
    await seedCategories(t.deps.database.db);
    await prepare(t);
    const res = await t.app.inject({ url: '/v1/utils/categories' });
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe(200);
    expect(data.map((c: { name: string }) => c.name)).toEqual(CATEGORY_SEED.map((c) => c.name));
    expect(data[0]).toEqual({ id: expect.any(Number), name: 'Gaming', icon: 'gamepad-2', active_icon: 'gamepad-2' });
  });

  it('ranks trending categories by bounties created in the last 7 days', async () => {
    const creator = await person(t, 10_000);
    await newBounty(t, creator, { category: JSON.stringify(['Music', 'Art']) });
    await newBounty(t, creator, { category: JSON.stringify(['Music']) });
    const res = await t.app.inject({ url: '/v1/utils/trending-categories' });
    const list = res.json().categoriesWithSignedUrls;
    expect(list.slice(0, 3).map((c: { name: string; bountyCount: number }) => [c.name, c.bountyCount])).toEqual([
      ['Music', 2],
      ['Art', 1],
      ['Gaming', 0],
    ]);
  });
});
