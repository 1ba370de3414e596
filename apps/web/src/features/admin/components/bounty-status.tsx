import type { BountyStatus } from '@crowns/contracts';
import { Badge } from '../../../ui';

type Tone = Parameters<typeof Badge>[0]['tone'];
const STATUS: Record<BountyStatus, { label: string; tone: Tone }> = {
  active: { label: 'Available', tone: 'brand' },
  claimed: { label: 'Claimed', tone: 'neutral' },
  submitted: { label: 'In Review', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  unclaimed: { label: 'Unclaimed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** A bounty's status in words (In Review for submitted, Available for active), in its status colour. */
export function BountyStatusBadge({ status }: { status: BountyStatus }) {
  const s = STATUS[status] ?? { label: status, tone: 'neutral' };
  return <Badge tone={s.tone}>{s.label}</Badge>;
}
