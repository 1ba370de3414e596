import { describe, expect, it } from 'vitest';
import type { BountyListParams } from '../types';
import { insertIntoPage, listWithCreated, resortPage } from './list-merges';
import { aBounty, aPage, NOW } from './test/bounty-fixture';

const ctx = { viewerId: '1', now: NOW };
const params = (over: Partial<BountyListParams> = {}): BountyListParams => ({
  sortBy: 'recent',
  page: 1,
  limit: 10,
  queryFilter: { status: 'available' },
  ...over,
});
const ids = (page: { data: { id: number }[] }) => page.data.map((b) => b.id);

describe('bountyCreated into a cached list', () => {
  it('the all-list (recent) takes the new bounty on top and is trimmed to 10', () => {
    const old = Array.from({ length: 10 }, (_, i) => aBounty({ id: i + 1, created_at: `2030-01-01T00:0${i}:00Z` }));
    const page = aPage([...old].reverse(), 25);
    const fresh = aBounty({ id: 50, created_at: '2030-01-01T11:00:00Z' });
    const { data, refetch } = listWithCreated(page, params(), fresh, ctx);
    expect(refetch).toBe(false);
    expect(ids(data)).toEqual([50, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(data.totalRecords).toBe(26);
    expect(data.totalPages).toBe(3);
  });

  it('popular (limit 5) sorts by antesCount; most-wanted (amount) keeps its page size', () => {
    const popular = aPage(
      [5, 4, 3, 2, 1].map((n) => aBounty({ id: n, antesCount: n })),
      5,
      5,
    );
    const withTwo = listWithCreated(
      popular,
      params({ sortBy: 'popular', limit: 5 }),
      aBounty({ id: 9, antesCount: 2 }),
      ctx,
    );
    expect(ids(withTwo.data)).toEqual([5, 4, 3, 9, 2]);
    const wanted = aPage([aBounty({ id: 1, amount_cc: 3000 }), aBounty({ id: 2, amount_cc: 1000 })], 2, 3);
    const rich = aBounty({ id: 3, amount_cc: 2000 });
    expect(ids(listWithCreated(wanted, params({ sortBy: 'amount', limit: 3 }), rich, ctx).data)).toEqual([1, 3, 2]);
    const cheap = aBounty({ id: 4, amount_cc: 10 });
    const full = aPage(
      [1, 2, 3].map((id) => aBounty({ id, amount_cc: 5000 - id })),
      3,
      3,
    );
    const after = listWithCreated(full, params({ sortBy: 'amount', limit: 3 }), cheap, ctx).data;
    expect(ids(after)).toEqual([1, 2, 3]);
    expect(after.totalRecords).toBe(4);
  });

  it('ending_soon puts the bounty ending first on top', () => {
    const page = aPage([aBounty({ id: 1, duration_end_time: '2030-01-03T00:00:00Z' })]);
    const soon = aBounty({ id: 2, duration_end_time: '2030-01-01T13:00:00Z' });
    expect(ids(listWithCreated(page, params({ sortBy: 'ending_soon' }), soon, ctx).data)).toEqual([2, 1]);
  });

  it('leaves a list whose filter does not take it (other streamer, not private, other category, completed tab)', () => {
    const page = aPage([aBounty({ id: 1 })]);
    const forKai = aBounty({ target_user: { id: 7, sc_username: 'kai', image_url: null, is_live: false } });
    for (const filter of [{ private: true }, { targetUser: 8 }, { category: 'Music' }, { status: 'completed' }]) {
      const change = listWithCreated(page, params({ queryFilter: filter }), forKai, ctx);
      expect(change).toEqual({ data: page, refetch: false });
    }
    expect(ids(listWithCreated(page, params({ queryFilter: { targetUser: 7 } }), forKai, ctx).data)).toHaveLength(2);
  });

  it('the same event twice changes nothing more (at-least-once delivery)', () => {
    const page = aPage([aBounty({ id: 1 })]);
    const fresh = aBounty({ id: 2, created_at: '2030-01-01T11:00:00Z' });
    const once = listWithCreated(page, params(), fresh, ctx).data;
    const twice = listWithCreated(once, params(), fresh, ctx).data;
    expect(ids(twice)).toEqual([2, 1]);
    expect(twice.totalRecords).toBe(2);
  });

  it('a later page or a load-more list showing several pages is refetched instead', () => {
    const page = aPage([aBounty({ id: 1 })]);
    expect(listWithCreated(page, params({ page: 2 }), aBounty(), ctx).refetch).toBe(true);
    const twoPages = { pages: [page, page], pageParams: [1, 2] };
    expect(listWithCreated(twoPages, params(), aBounty(), ctx).refetch).toBe(true);
    const onePage = { pages: [page], pageParams: [1] };
    const fresh = aBounty({ id: 3, created_at: '2030-01-01T11:00:00Z' });
    const merged = listWithCreated(onePage, params(), fresh, ctx);
    expect(merged.refetch).toBe(false);
    expect(ids(merged.data.pages[0]!)).toEqual([3, 1]);
  });
});

describe('insertIntoPage and resortPage', () => {
  it('replaces an older copy of the bounty in place of adding it', () => {
    const page = aPage([aBounty({ id: 1, title: 'old' })]);
    const next = insertIntoPage(page, aBounty({ id: 1, title: 'new' }), params());
    expect(next.data.map((b) => b.title)).toEqual(['new']);
    expect(next.totalRecords).toBe(1);
  });

  it('re-sorts a page after a change and keeps the reference when the order holds', () => {
    const page = aPage([aBounty({ id: 1, antesCount: 1 }), aBounty({ id: 2, antesCount: 4 })]);
    expect(ids(resortPage(page, params({ sortBy: 'popular' })))).toEqual([2, 1]);
    const sorted = aPage([aBounty({ id: 2, antesCount: 4 }), aBounty({ id: 1, antesCount: 1 })]);
    expect(resortPage(sorted, params({ sortBy: 'popular' }))).toBe(sorted);
  });
});
