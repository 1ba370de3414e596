import { REPORT_ACTION_LABEL, type ReportAction, type ReportModel, type ReportStatus } from '@crowns/contracts';
import { Badge } from '../../../ui';

export const MODEL_LABEL: Record<ReportModel, string> = {
  bounty: 'Bounty',
  user: 'User',
  comment: 'Comment',
  challenge_response: 'Challenge response',
};

const STATUS: Record<ReportStatus, { label: string; tone: 'warning' | 'neutral' | 'danger' }> = {
  open: { label: 'Open', tone: 'warning' },
  dismissed: { label: 'Dismissed', tone: 'neutral' },
  actioned: { label: 'Actioned', tone: 'danger' },
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

/** "Dismissed", or the action taken: "Hide comment", "Suspend user", "Fail bounty". */
export const outcomeText = (action: 'dismiss' | ReportAction) =>
  action === 'dismiss' ? 'Dismissed' : REPORT_ACTION_LABEL[action];
