import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ActivityPage } from '../types';
import { feedMatches, type LiveActivityItem, prependActivity } from './activity-merges';

const item = (id: number, over: Partial<LiveActivityItem> = {}): LiveActivityItem => ({
  id,
  bounty_id: 1,
  activity_type: 'uptheante',
  message: `item ${id}`,
  user_id: 3,
  target_user: 7,
  ...over,
});
const feed = (pages: number[][], totalPages = pages.length): InfiniteData<ActivityPage> => ({
  pages: pages.map((ids, i) => ({ data: ids.map((id) => item(id)), currentPage: i + 1, totalPages })),
  pageParams: pages.map((_, i) => i + 1),
});
const ids = (data: InfiniteData<ActivityPage> | undefined) => data?.pages.map((p) => p.data.map((a) => a.id));

describe('feedMatches', () => {
  it("a bounty's feed takes its items (bountyActivity filtered by bounty_id)", () => {
    expect(feedMatches({ bountyId: 1 }, item(1))).toBe(true);
    expect(feedMatches({ bountyId: '1' }, item(1))).toBe(true);
    expect(feedMatches({ bountyId: 2 }, item(1))).toBe(false);
  });

  it("a streamer's feed takes bounties targeted at them and their own actions", () => {
    expect(feedMatches({ streamerId: 7 }, item(1))).toBe(true);
    expect(feedMatches({ streamerId: 3 }, item(1, { target_user: null }))).toBe(true);
    expect(feedMatches({ streamerId: 8 }, item(1))).toBe(false);
  });

  it('the general feed filters by user and by type (all takes every type)', () => {
    expect(feedMatches({}, item(1))).toBe(true);
    expect(feedMatches({ userId: 3, type: 'uptheante' }, item(1))).toBe(true);
    expect(feedMatches({ userId: 4 }, item(1))).toBe(false);
    expect(feedMatches({ type: 'claimed' }, item(1))).toBe(false);
    expect(feedMatches({ type: 'all' }, item(1))).toBe(true);
  });
});

describe('prependActivity', () => {
  it('puts the new item first and keeps every loaded page at its size (no duplicate after See more)', () => {
    const next = prependActivity(
      feed(
        [
          [10, 9, 8],
          [7, 6, 5],
        ],
        3,
      ),
      item(11),
    );
    expect(ids(next)).toEqual([
      [11, 10, 9],
      [8, 7, 6],
    ]);
  });

  it('the last page of the whole feed grows instead of dropping an item', () => {
    expect(ids(prependActivity(feed([[10, 9]], 1), item(11)))).toEqual([[11, 10, 9]]);
    const empty: InfiniteData<ActivityPage> = { pages: [{ data: [], currentPage: 1, totalPages: 0 }], pageParams: [1] };
    const first = prependActivity(empty, item(1));
    expect(ids(first)).toEqual([[1]]);
    expect(first?.pages[0]?.totalPages).toBe(1);
  });

  it('ignores an item it already shows (public-user-data repeats bountyActivity) and an unloaded feed', () => {
    const data = feed([[10, 9]]);
    expect(prependActivity(data, item(9))).toBe(data);
    expect(prependActivity(undefined, item(1))).toBeUndefined();
  });
});
