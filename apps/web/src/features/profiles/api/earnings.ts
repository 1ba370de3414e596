import type { Earning } from '@crowns/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LIST_QUERY_OPTIONS } from '../../../lib/list-query';
import { profileKeys } from '../query-keys';

export type { Earning };

export type EarningsPage = {
  totalEarned: number;
  bountyEarned: number;
  challengeEarned: number;
  data: Earning[];
  currentPage: number;
  totalPages: number;
  totalRecords: number;
};

/** GET /users/earnings?page&limit → earnings: my payouts from the ledger and the totals. */
export const useEarnings = (page: number, limit = 10) =>
  useQuery({
    queryKey: [...profileKeys.earnings(), page, limit],
    queryFn: () =>
      api<{ earnings: EarningsPage }>(`/users/earnings?page=${page}&limit=${limit}`).then((r) => r.earnings),
    ...LIST_QUERY_OPTIONS,
  });
