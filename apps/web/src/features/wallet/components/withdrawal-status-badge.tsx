import { WITHDRAWAL_STATUS_LABEL, type WithdrawalStatus } from '@crowns/contracts';
import { Badge } from '../../../ui/badge';

const TONE = { Pending: 'warning', Paid: 'success', Failed: 'danger' } as const;

/** Pending, Paid or Failed: spelled out, coloured by status. */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const label = WITHDRAWAL_STATUS_LABEL[status];
  return <Badge tone={TONE[label]}>{label}</Badge>;
}
