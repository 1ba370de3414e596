import type { ChallengeListFilter, ChallengeSort, ChallengeType, ChallengeView, Page } from '@crowns/contracts';

export type Challenge = ChallengeView;
export type ChallengePage = Page<ChallengeView>;
export type SortOrder = 'asc' | 'desc';

export const EMPTY_CHALLENGE_PAGE: ChallengePage = { data: [], currentPage: 1, totalPages: 0, totalRecords: 0 };

/** POST /challenge/all?filter&sortBy&sortOrder&page&limit&search&userId {queryFilter:{category,type}} (spec 02 §7). */
export type ChallengeListParams = {
  filter: ChallengeListFilter;
  sortBy: ChallengeSort;
  sortOrder?: SortOrder;
  page: number;
  limit: number;
  search?: string;
  userId?: number;
  queryFilter?: { category?: string; type?: ChallengeType };
};

/** GET /users/challenges?filter&sortBy&sortOrder&page&limit&search: the viewer's challenges. */
export type MyChallengesParams = {
  filter: ChallengeListFilter;
  sortBy?: ChallengeSort;
  sortOrder?: SortOrder;
  page: number;
  limit: number;
  search?: string;
};
