import type { BountyClaimView, BountyView } from '@crowns/contracts';

export type Bounty = BountyView;
export type BountyClaim = BountyClaimView;

/** Lists answer `{ data, currentPage, totalPages, totalRecords }` (spec 02 §3 "Bounty lists"). */
export type BountyPage = { data: Bounty[]; currentPage: number; totalPages: number; totalRecords: number };

export const EMPTY_PAGE: BountyPage = { data: [], currentPage: 1, totalPages: 0, totalRecords: 0 };

/** Sort values of spec 02 §3/§9: default 'recent' descending. */
export type BountySort = 'recent' | 'amount' | 'ending_soon' | 'popular';
export type SortOrder = 'asc' | 'desc';

/** The sort dropdown of the board (spec 02 §9 "Sort map"). */
export const SORT_OPTIONS: { label: string; value: BountySort }[] = [
  { label: 'Highest Reward', value: 'amount' },
  { label: 'Ending soon', value: 'ending_soon' },
  { label: 'Popular', value: 'popular' },
];

/** `queryFilter` of POST /bounty/list (spec 02 §7). */
export type BountyFilter = {
  private?: boolean;
  status?: string;
  isLive?: boolean;
  targetUser?: number | string | null;
  category?: string | string[];
  search?: string;
  user_id?: number | string;
  /** Bounties this user completed (their claim was approved), daily ones included. */
  completedBy?: number | string;
  /** Only the viewer's own bounties: created or claimed by them. */
  mine?: boolean;
};

export type BountyListParams = {
  sortBy: BountySort;
  sortOrder?: SortOrder;
  page: number;
  limit: number;
  queryFilter: BountyFilter;
};

/** An item of the activity feeds (spec 02 §3 "Bounty activity item"). */
export type BountyActivityItem = {
  id: number;
  bounty_id: number;
  activity_type: string;
  message: string;
  amount?: number | null;
  bounty_name?: string;
  bounty_image?: string | null;
  username?: string | null;
  image_url?: string | null;
  created_at?: string;
  createdAt?: string;
  [key: string]: unknown;
};

export type ActivityPage = { data: BountyActivityItem[]; currentPage: number; totalPages: number };
