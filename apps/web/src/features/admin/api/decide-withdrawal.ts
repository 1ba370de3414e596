import type { AdminWithdrawalView } from '@crowns/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './types';

export type WithdrawalDecision = 'approve' | 'hold' | 'reject';
export type DecideWithdrawal = { id: number; decision: WithdrawalDecision; reason?: string };
export type DecisionAnswer = { status: number; message: string; data?: AdminWithdrawalView };

/**
 * POST /admin/withdrawals/{id}/approve (sends it), /hold `{ reason }` (parks it) or /reject `{ reason }` (crowns back
 * to the wallet); the answer's message is the contract's (PAYOUT_MSG.approved, held, rejected).
 */
export const decideWithdrawal = ({ id, decision, reason }: DecideWithdrawal) =>
  api<DecisionAnswer>(`/admin/withdrawals/${id}/${decision}`, {
    method: 'POST',
    body: decision === 'approve' ? {} : { reason },
  });

/** Refetches the queue, the open detail and the audit log whatever the answer (a refusal may mean it moved on). */
export function useDecideWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
