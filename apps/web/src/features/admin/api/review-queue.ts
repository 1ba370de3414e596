import type { BountyType } from '@crowns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './types';

type Person = { id: number; sc_username: string; image_url: string | null };

/** One submitted claim waiting for review (server: bounty-review.service.ts `reviewQueue`). */
export type ReviewItem = {
  claimId: number;
  bountyId: number;
  bounty: {
    id: number;
    title: string;
    image_url: string | null;
    /** Reward in dollars; `amount_cc` the same in crowns (for a daily bounty: the reward per claim). */
    amount: number;
    amount_cc: number;
    bounty_type: BountyType;
    custom_rules: string[];
    creator?: Person;
  };
  user: Person;
  platform: string | null;
  title: string | null;
  description: string | null;
  category: string | null;
  submit_link: string | null;
  submitted_at: string | null;
  overdue: boolean;
  /** When it passes the review SLA (review_sla_hours when the queue was read). */
  overdue_at: string | null;
};

/** GET /admin/bounty/review-queue → `{ status, data }`: submitted claims, oldest first. */
export const fetchReviewQueue = (signal?: AbortSignal) =>
  api<{ status: number; data: ReviewItem[] }>('/admin/bounty/review-queue', { signal }).then((r) => r.data);

export const reviewQueueQuery = queryOptions({
  queryKey: adminKeys.reviewQueue(),
  queryFn: ({ signal }) => fetchReviewQueue(signal),
  // No polling: new submissions arrive on the admin channel (useAdminLive).
});

export const useReviewQueue = () => useQuery(reviewQueueQuery);
