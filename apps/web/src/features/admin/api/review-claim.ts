import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ReviewItem } from './review-queue';
import { adminKeys } from './types';

export type ReviewDecision = { bountyId: number; claimId: number; decision: 'approve' | 'fail'; reason?: string };
export type ReviewAnswer = { status: number; message: string; data?: { paid_cc?: number; fee_cc?: number } };

/** POST /admin/bounty/{id}/review `{ claimId, decision, reason? }`: approve pays out, fail refunds. */
export const reviewClaim = ({ bountyId, ...body }: ReviewDecision) =>
  api<ReviewAnswer>(`/admin/bounty/${bountyId}/review`, { method: 'POST', body });

/** The reviewed row leaves the queue at once; every admin list (and the audit log) is then refetched. */
export function useReviewClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewClaim,
    onSuccess: (_answer, { claimId }) =>
      client.setQueryData<ReviewItem[]>(adminKeys.reviewQueue(), (items) =>
        items?.filter((i) => i.claimId !== claimId),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
