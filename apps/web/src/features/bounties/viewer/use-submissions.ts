import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { dailySubmissionsQuery } from '../api/daily-bounties';
import { countSubmissionView } from '../api/views';
import type { Bounty, BountyClaim } from '../types';

/** A submission the viewer can play: a claim with its link. */
export type Submission = Pick<
  BountyClaim,
  'id' | 'user' | 'status' | 'submit_link' | 'platform' | 'title' | 'submitted_at'
>;

const playable = (claims: Submission[], status: string) => claims.filter((c) => c.status === status && c.submit_link);

/**
 * The submissions the viewer cycles through: a normal bounty's completed claim; for a daily bounty the completed
 * claims from GET /bounty/{id}/claim. When nothing is completed yet (opened from an ended bounty's View Response),
 * the submissions in review.
 */
export function useViewerSubmissions(bounty: Bounty | undefined) {
  const daily = bounty?.bounty_type === 'daily';
  const dailyClaims = useQuery({ ...dailySubmissionsQuery(bounty?.id ?? 0), enabled: Boolean(bounty) && daily });
  const claims: Submission[] = (daily ? dailyClaims.data : bounty?.claims) ?? [];
  const completed = playable(claims, 'completed');
  return {
    submissions: completed.length > 0 ? completed : playable(claims, 'submitted'),
    loading: daily && dailyClaims.isPending,
  };
}

/** POST /views once per submission shown in this viewer; a failure is ignored. */
export function useCountView(claimId: number | undefined) {
  const counted = useRef(new Set<number>());
  useEffect(() => {
    if (claimId === undefined || counted.current.has(claimId)) return;
    counted.current.add(claimId);
    countSubmissionView(claimId).catch(() => undefined);
  }, [claimId]);
}
