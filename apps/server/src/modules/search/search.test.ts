import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advance, HOUR, type Person, person, prepare, setLive } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { createUser } from '../../test/users';
import { newBounty } from '../bounties/bounty-test-helpers';

let t: TestContext;
let creator: Person;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  creator = await person(t, 100_000);
});
afterAll(() => t.close());

const search = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/search/', payload: body, headers });
const titles = (res: { json(): { data: { bounties: { title: string }[] } } }) =>
  res.json().data.bounties.map((b) => b.title);

describe('POST /search/', () => {
  it('finds users (live first) and available bounties by title; blank text finds nothing', async () => {
    const cook = await createUser(t.deps, { username: 'chef_lemon' });
    const live = await createUser(t.deps, { username: 'lemon_live', streamer: true });
    await createUser(t.deps, { username: 'lemon_admin', role: 'admin' });
    await setLive(t, live.id, true);
    await newBounty(t, creator, { title: 'Eat a lemon' });
    await newBounty(t, creator, { title: 'Juggle' });

    const res = await search({ search: '  Lemon ', sortBy: 'recent', category: 'All', isLive: '' });
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe(200);
    expect(data.users).toEqual([
      { id: live.id, sc_username: 'lemon_live', image_url: null, is_streaming: true },
      { id: cook.id, sc_username: 'chef_lemon', image_url: null, is_streaming: false },
    ]);
    expect(data.bounties.map((b: { title: string; status: string }) => [b.title, b.status])).toEqual([
      ['Eat a lemon', 'active'],
    ]);
    expect(data.bountyPage).toEqual({ currentPage: 1, totalPages: 1, totalRecords: 1 });

    for (const blank of ['', '   ']) {
      const empty = await search({ search: blank });
      expect(empty.json().data).toMatchObject({ users: [], bounties: [] });
    }
    expect((await search({})).json().data).toMatchObject({ users: [], bounties: [] });
  });

  it('filters bounties by category and isLive, sorts them, and pages 8 at a time', async () => {
    for (let i = 0; i < 9; i++)
      await newBounty(t, creator, {
        title: `Paint ${i}`,
        category: JSON.stringify([i === 0 ? 'Art' : 'Gaming']),
        starting_cc: String(500 + i * 100),
      });
    const first = await search({ search: 'paint', sortBy: 'amount' });
    expect(titles(first)).toEqual([
      'Paint 8',
      'Paint 7',
      'Paint 6',
      'Paint 5',
      'Paint 4',
      'Paint 3',
      'Paint 2',
      'Paint 1',
    ]);
    expect(first.json().data.bountyPage).toEqual({ currentPage: 1, totalPages: 2, totalRecords: 9 });
    expect(titles(await search({ search: 'paint', sortBy: 'amount', page: 2 }))).toEqual(['Paint 0']);
    expect(titles(await search({ search: 'paint', category: 'Art' }))).toEqual(['Paint 0']);
    expect(titles(await search({ search: 'paint', isLive: true }))).toEqual([]);
    expect(titles(await search({ search: 'paint', isLive: 'false', category: ['Art'] }))).toEqual(['Paint 0']);
  });

  it('evaluates statuses at now: a bounty past its end is not offered even before the sweeper runs', async () => {
    await newBounty(t, creator, {
      title: 'Short one',
      duration_end_time: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });
    expect(titles(await search({ search: 'short' }))).toEqual(['Short one']);
    await advance(t, HOUR + 1000);
    expect(titles(await search({ search: 'short' }))).toEqual([]);
  });

  it('refuses a search text over 100 characters', async () => {
    const res = await search({ search: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Search must be at most 100 characters.');
  });
});
