import type { KycState, WithdrawalStatus } from '@crowns/contracts';
import { formatCrowns } from '@crowns/contracts';
import { Badge } from '../../../ui';

const STATUS: Record<
  WithdrawalStatus,
  { label: string; tone: 'warning' | 'neutral' | 'brand' | 'success' | 'danger' }
> = {
  review: { label: 'Review', tone: 'warning' },
  held: { label: 'Held', tone: 'neutral' },
  processing: { label: 'Processing', tone: 'brand' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

export const statusLabel = (status: WithdrawalStatus) => STATUS[status].label;

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

const KYC: Record<KycState['status'], string> = {
  none: 'Not started',
  pending: 'Pending',
  review: 'In review',
  passed: 'Verified',
  failed: 'Failed',
};

/** "Verified (basic)", "In review (enhanced)", "Not started". */
export function kycText(kyc: KycState): string {
  const label = KYC[kyc.status];
  return kyc.level && kyc.status !== 'none' ? `${label} (${kyc.level})` : label;
}

export function KycBadge({ kyc }: { kyc: KycState }) {
  const tone = kyc.status === 'passed' ? 'success' : kyc.status === 'failed' ? 'danger' : 'neutral';
  return <Badge tone={tone}>{kycText(kyc)}</Badge>;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const dollars = (value: number) => usd.format(value);
export const crownsText = (crowns: number) => `${formatCrowns(crowns)} crowns`;

const TRAIL_ACTIONS: Record<string, string> = {
  requested: 'Requested',
  approved: 'Approved',
  approve: 'Approved',
  held: 'Put on hold',
  hold: 'Put on hold',
  rejected: 'Rejected',
  reject: 'Rejected',
  submitted: 'Sent to the provider',
  paid: 'Paid',
  failed: 'Failed',
  reversed: 'Crowns returned',
};

/** "withdrawal.approved" → "Approved"; an unknown step shows its raw name so nothing is hidden. */
export function trailAction(action: string): string {
  const step = action.startsWith('withdrawal.') ? action.slice('withdrawal.'.length) : action;
  return TRAIL_ACTIONS[step] ?? action;
}

/** The reason or provider message a step carries, if any. */
export function trailDetail(data: unknown): string {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return '';
  const record = data as Record<string, unknown>;
  for (const key of ['reason', 'message', 'reviewReason']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return '';
}

const REVIEW_REASONS: Record<string, string> = {
  amount: 'Large amount',
  new_account: 'New account (under 7 days)',
  frequency: 'Fourth withdrawal in 24 hours',
};

/** Why the withdrawal waits for a review, in words (the server sends a code; other text is shown as it is). */
export const reviewReasonText = (reason: string | null) => (reason ? (REVIEW_REASONS[reason] ?? reason) : null);
