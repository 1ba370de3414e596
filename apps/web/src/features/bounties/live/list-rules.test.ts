import { describe, expect, it } from 'vitest';
import { compareFor, matchesFilter } from './list-rules';
import { aBounty, NOW } from './test/bounty-fixture';

const streamer = { id: 7, sc_username: 'kai', image_url: null, is_live: true };

describe('matchesFilter (the server list rules)', () => {
  it('available takes an active bounty before its end, not an ended, claimed or daily one', () => {
    expect(matchesFilter(aBounty(), { status: 'available' }, null, NOW)).toBe(true);
    expect(matchesFilter(aBounty(), { status: 'Available' }, null, NOW)).toBe(true);
    expect(
      matchesFilter(aBounty({ duration_end_time: '2030-01-01T11:00:00Z' }), { status: 'available' }, null, NOW),
    ).toBe(false);
    expect(matchesFilter(aBounty({ status: 'claimed' }), { status: 'available' }, null, NOW)).toBe(false);
    expect(matchesFilter(aBounty({ bounty_type: 'daily' }), {}, null, NOW)).toBe(false);
  });

  it('no status (recent/all) takes anything but a cancelled bounty; completed only completed', () => {
    expect(matchesFilter(aBounty({ status: 'claimed' }), {}, null, NOW)).toBe(true);
    expect(matchesFilter(aBounty({ status: 'cancelled' }), { status: 'recent' }, null, NOW)).toBe(false);
    expect(matchesFilter(aBounty(), { status: 'completed' }, null, NOW)).toBe(false);
    expect(matchesFilter(aBounty({ status: 'unclaimed' }), { status: 'failed' }, null, NOW)).toBe(true);
  });

  it('private takes only bounties targeted at the viewer; targetUser only that streamer', () => {
    const forKai = aBounty({ target_user: streamer });
    expect(matchesFilter(forKai, { private: true }, '7', NOW)).toBe(true);
    expect(matchesFilter(forKai, { private: true }, '8', NOW)).toBe(false);
    expect(matchesFilter(forKai, { private: true }, null, NOW)).toBe(false);
    expect(matchesFilter(aBounty(), { private: true }, '7', NOW)).toBe(false);
    expect(matchesFilter(forKai, { targetUser: 7 }, null, NOW)).toBe(true);
    expect(matchesFilter(forKai, { targetUser: '8' }, null, NOW)).toBe(false);
    expect(matchesFilter(aBounty(), { targetUser: 7 }, null, NOW)).toBe(false);
  });

  it('isLive, category (All ignored), search in the title and user_id (creator)', () => {
    const live = aBounty({ bounty_type: 'live', title: 'Speedrun Mario', category: ['IRL', 'Gaming'] });
    expect(matchesFilter(live, { isLive: true }, null, NOW)).toBe(true);
    expect(matchesFilter(live, { isLive: false }, null, NOW)).toBe(false);
    expect(matchesFilter(aBounty(), { isLive: 'true' as unknown as boolean }, null, NOW)).toBe(false);
    expect(matchesFilter(live, { category: 'Gaming' }, null, NOW)).toBe(true);
    expect(matchesFilter(live, { category: ['Music'] }, null, NOW)).toBe(false);
    expect(matchesFilter(live, { category: 'All' }, null, NOW)).toBe(true);
    expect(matchesFilter(live, { search: ' mario ' }, null, NOW)).toBe(true);
    expect(matchesFilter(live, { search: 'zelda' }, null, NOW)).toBe(false);
    expect(matchesFilter(live, { user_id: 1 }, null, NOW)).toBe(true);
    expect(matchesFilter(live, { user_id: 2 }, null, NOW)).toBe(false);
  });
});

describe('compareFor (the server order)', () => {
  const a = aBounty({ id: 1, amount_cc: 500, antesCount: 3, duration_end_time: '2030-01-03T00:00:00Z' });
  const b = aBounty({ id: 2, amount_cc: 900, antesCount: 1, duration_end_time: '2030-01-02T00:00:00Z' });
  const c = aBounty({ id: 3, amount_cc: 900, antesCount: 2, created_at: '2030-01-01T01:00:00Z' });
  const ids = (list: (typeof a)[]) => list.map((x) => x.id);

  it('amount desc with id as tie-break, popular by antesCount, ending_soon ascending by end (ties by id), recent newest first', () => {
    expect(ids([a, b, c].sort(compareFor('amount')))).toEqual([3, 2, 1]);
    expect(ids([a, b, c].sort(compareFor('popular')))).toEqual([1, 3, 2]);
    expect(ids([a, b, c].sort(compareFor('ending_soon')))).toEqual([2, 3, 1]);
    expect(ids([a, b, c].sort(compareFor('recent')))).toEqual([3, 2, 1]);
    expect(ids([a, b, c].sort(compareFor('amount', 'asc')))).toEqual([1, 2, 3]);
  });
});
