import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { bountyKeys } from '../query-keys';
import type { Bounty, BountyListParams, BountyPage } from '../types';
import * as live from './live-cache';
import { aBounty, aPage, NOW } from './test/bounty-fixture';

const list = (over: Partial<BountyListParams> = {}): BountyListParams => ({
  sortBy: 'recent',
  page: 1,
  limit: 10,
  queryFilter: { status: 'available' },
  ...over,
});
const ctx = { viewerId: '1', now: NOW };
let client: QueryClient;
const seed = (key: readonly unknown[], data: unknown) => client.setQueryData(key, data);
const read = <T = BountyPage>(key: readonly unknown[]) => client.getQueryData<T>(key);
const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
const ids = (key: readonly unknown[]) => read(key)?.data.map((b) => b.id);

beforeEach(() => {
  client = new QueryClient();
});

describe('live bounty cache', () => {
  it('bountyCreated: into matching first pages, not into other filters; later pages refetch', () => {
    const available = bountyKeys.list(list());
    const completed = bountyKeys.list(list({ queryFilter: { status: 'completed' } }));
    const page2 = bountyKeys.list(list({ page: 2 }));
    seed(available, aPage([aBounty({ id: 1 })]));
    seed(completed, aPage([aBounty({ id: 2, status: 'completed' })]));
    seed(page2, aPage([aBounty({ id: 3 })], 11));
    live.bountyCreated(client, aBounty({ id: 9, created_at: '2030-01-01T11:00:00Z', creater_id: 5 }), ctx);
    expect(ids(available)).toEqual([9, 1]);
    expect(ids(completed)).toEqual([2]);
    expect(invalidated(completed)).toBe(false);
    expect(invalidated(page2)).toBe(true);
  });

  it('bountyCreated by me refetches my created bounties', () => {
    seed(bountyKeys.created(), aPage([]));
    live.bountyCreated(client, aBounty({ creater_id: 5 }), ctx);
    expect(invalidated(bountyKeys.created())).toBe(false);
    live.bountyCreated(client, aBounty({ creater_id: 1 }), ctx);
    expect(invalidated(bountyKeys.created())).toBe(true);
  });

  it('bountyUpped: new amount and counts in lists and in the detail, popular re-sorted', () => {
    const popular = bountyKeys.list(list({ sortBy: 'popular', limit: 5 }));
    seed(popular, aPage([aBounty({ id: 1, antesCount: 2 }), aBounty({ id: 2, antesCount: 1 })]));
    seed(bountyKeys.detail(2), aBounty({ id: 2, antesCount: 1, amount: 10 }));
    seed(bountyKeys.detail(3), aBounty({ id: 3 }));
    const untouched = read<Bounty>(bountyKeys.detail(3));
    live.bountyUpped(client, {
      bountyId: 2,
      amount: 25,
      amount_cc: 2500,
      userCount: 2,
      antesCount: 3,
      starting_cc: 1000,
    });
    expect(ids(popular)).toEqual([2, 1]);
    expect(read(popular)?.data[0]).toMatchObject({ amount: 25, antesCount: 3, userCount: 2 });
    expect(read<Bounty>(bountyKeys.detail(2))).toMatchObject({ amount: 25, amount_cc: 2500, antesCount: 3 });
    expect(read<Bounty>(bountyKeys.detail(3))).toBe(untouched);
  });

  it('bountyDeleted: gone from lists at once; those lists, created and claimed refetch', () => {
    const available = bountyKeys.list(list());
    const other = bountyKeys.list(list({ sortBy: 'amount' }));
    seed(available, aPage([aBounty({ id: 1 }), aBounty({ id: 2 })]));
    seed(other, aPage([aBounty({ id: 3 })]));
    seed(bountyKeys.created(), aPage([]));
    seed(bountyKeys.claimed('1'), aPage([]));
    live.bountyDeleted(client, { bountyId: 2 });
    expect(ids(available)).toEqual([1]);
    expect(read(available)?.totalRecords).toBe(1);
    expect(invalidated(available)).toBe(true);
    expect(invalidated(other)).toBe(false);
    expect(invalidated(bountyKeys.created())).toBe(true);
    expect(invalidated(bountyKeys.claimed('1'))).toBe(true);
  });

  it('bountyClaimed: lists holding it, claimed tabs, the detail, created and claimed refetch', () => {
    const holding = bountyKeys.list(list());
    const claimedTab = bountyKeys.list(list({ queryFilter: { status: 'claimed' } }));
    const unrelated = bountyKeys.list(list({ queryFilter: { status: 'completed' } }));
    seed(holding, aPage([aBounty({ id: 4 })]));
    seed(claimedTab, aPage([]));
    seed(unrelated, aPage([]));
    seed(bountyKeys.detail(4), aBounty({ id: 4 }));
    live.bountyClaimed(client, { bountyId: 4 });
    expect([holding, claimedTab, bountyKeys.detail(4)].map(invalidated)).toEqual([true, true, true]);
    expect(invalidated(unrelated)).toBe(false);
  });

  it('bountyResult: the claimer stats and every tab but available refetch; available only when it holds it', () => {
    const available = bountyKeys.list(list());
    const completed = bountyKeys.list(list({ queryFilter: { status: 'completed' } }));
    seed(available, aPage([aBounty({ id: 1 })]));
    seed(completed, aPage([]));
    seed(['users', 'stats', '9'], { completedBounties: 1 });
    seed(bountyKeys.detail(8), aBounty({ id: 8 }));
    seed(['bounties', 'comments', 5], { comments: [], totalComments: 0 });
    live.bountyResult(client, { bountyId: 5, status: 'completed', claimUserId: 9 }, (id) => [
      'users',
      'stats',
      String(id),
    ]);
    expect(invalidated(completed)).toBe(true);
    expect(invalidated(available)).toBe(false);
    expect(invalidated(['users', 'stats', '9'])).toBe(true);
    expect(invalidated(bountyKeys.detail(8))).toBe(false);
    expect(invalidated(['bounties', 'comments', 5])).toBe(false);
    live.bountyResult(client, { bountyId: 1, status: 'failed', claimUserId: null }, () => []);
    expect(invalidated(available)).toBe(true);
  });

  it('bountyClaimedExtended: the claim deadline moves in the detail', () => {
    const claim = { id: 40, user_id: 9, user: { image_url: null, sc_username: 'rex' }, status: 'claimed' as const };
    const b = aBounty({
      id: 6,
      claims: [
        {
          ...claim,
          modified_end_time: '2030-01-02T00:00:00Z',
          submit_link: null,
          platform: null,
          title: null,
          submitted_at: null,
        },
      ],
    });
    seed(bountyKeys.detail(6), b);
    live.bountyClaimedExtended(client, {
      bountyId: 6,
      claimId: 40,
      claimUserId: 9,
      minutes: 5,
      modified_end_time: '2030-01-02T00:05:00.000Z',
    });
    expect(read<Bounty>(bountyKeys.detail(6))?.claims[0]?.modified_end_time).toBe('2030-01-02T00:05:00.000Z');
  });

  it('daily events: admin update merged then reloaded, deleted removed then reloaded, created/result reload', () => {
    seed(bountyKeys.daily(), [
      aBounty({ id: 1, bounty_type: 'daily', title: 'Old' }),
      aBounty({ id: 2, bounty_type: 'daily' }),
    ]);
    live.bountyAdminUpdate(client, { bountyId: 1, modifiedData: { title: 'New' } });
    expect(read<Bounty[]>(bountyKeys.daily())?.[0]?.title).toBe('New');
    expect(invalidated(bountyKeys.daily())).toBe(true);

    client = new QueryClient();
    seed(bountyKeys.daily(), [aBounty({ id: 1, bounty_type: 'daily' }), aBounty({ id: 2, bounty_type: 'daily' })]);
    live.dailyBountyDeleted(client, { bountyId: 1 });
    expect(read<Bounty[]>(bountyKeys.daily())?.map((b) => b.id)).toEqual([2]);
    expect(invalidated(bountyKeys.daily())).toBe(true);

    client = new QueryClient();
    seed(bountyKeys.daily(), []);
    live.dailyChanged(client, { bountyId: 3 });
    expect(invalidated(bountyKeys.daily())).toBe(true);
  });

  it('bountyActivity: prepended to the feeds it belongs to only', () => {
    const page = (ids: number[]) => ({
      pages: [
        {
          data: ids.map((id) => ({ id, bounty_id: 1, activity_type: 'claimed', message: '' })),
          currentPage: 1,
          totalPages: 1,
        },
      ],
      pageParams: [1],
    });
    seed(bountyKeys.activity({ bountyId: 1 }), page([1]));
    seed(bountyKeys.activity({ bountyId: 2 }), page([]));
    live.activityAdded(client, { id: 2, bounty_id: 1, activity_type: 'uptheante', message: 'upped' });
    const feed = (id: number) => read<{ pages: { data: { id: number }[] }[] }>(bountyKeys.activity({ bountyId: id }));
    expect(feed(1)?.pages[0]?.data.map((a) => a.id)).toEqual([2, 1]);
    expect(feed(2)?.pages[0]?.data).toEqual([]);
  });
});
