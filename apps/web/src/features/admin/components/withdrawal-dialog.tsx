import type { AdminWithdrawalView, WithdrawalStatus } from '@crowns/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '../../../ui';
import { useDecideWithdrawal, type WithdrawalDecision } from '../api/decide-withdrawal';
import { useWithdrawalDetail } from '../api/withdrawals';
import { errorText, isHandled } from '../format';
import { DecisionFooter } from './decision-footer';
import { GuardedButton } from './guarded-button';
import { LoadError } from './load-error';
import { DECISION_COPY, DecisionForm } from './withdrawal-decision';
import { WithdrawalFacts, WithdrawalFactsSkeleton } from './withdrawal-facts';

const FORM_ID = 'withdrawal-decision-form';

/** Which decisions a status still allows (the server refuses the rest with PAYOUT_MSG.reviewNotPending). */
const ALLOWED: Record<WithdrawalStatus, WithdrawalDecision[]> = {
  review: ['reject', 'hold', 'approve'],
  held: ['reject', 'approve'],
  processing: [],
  paid: [],
  failed: [],
  rejected: [],
};

/** A withdrawal's detail and trail; full admins approve, hold or reject it from here after a confirmation. */
export function WithdrawalDialog({ target, onClose }: { target: AdminWithdrawalView | null; onClose: () => void }) {
  return target ? <WithdrawalDetailDialog key={target.id} target={target} onClose={onClose} /> : null;
}

function WithdrawalDetailDialog({ target, onClose }: { target: AdminWithdrawalView; onClose: () => void }) {
  const detail = useWithdrawalDetail(target.id);
  const decide = useDecideWithdrawal();
  const [decision, setDecision] = useState<WithdrawalDecision | null>(null);
  const status = detail.data?.withdrawal.status ?? target.status;
  // A read-only admin sees the same decisions, disabled (GuardedButton), as on every other admin page.
  const allowed = ALLOWED[status];

  const confirm = (reason?: string) => {
    if (!decision) return;
    decide.mutate(
      { id: target.id, decision, reason },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          if (!isHandled(error)) toast.error(errorText(error));
        },
        onSettled: () => setDecision(null),
      },
    );
  };

  const name = target.user.sc_username ?? `User #${target.user.id}`;
  const footer = decision ? (
    <DecisionFooter
      formId={FORM_ID}
      pending={decide.isPending}
      danger={decision === 'reject'}
      confirm={DECISION_COPY[decision].confirm}
      busy={DECISION_COPY[decision].busy}
      onBack={() => setDecision(null)}
    />
  ) : allowed.length > 0 ? (
    allowed.map((d) => (
      <GuardedButton
        key={d}
        variant={d === 'approve' ? 'primary' : d === 'reject' ? 'danger' : 'secondary'}
        onClick={() => setDecision(d)}
        disabled={!detail.data}
      >
        {DECISION_COPY[d].button}
      </GuardedButton>
    ))
  ) : undefined;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !decide.isPending) onClose();
      }}
      title={decision ? `${DECISION_COPY[decision].button} withdrawal #${target.id}?` : `Withdrawal #${target.id}`}
      description={`${name} · ${target.user.email}`}
      size="md"
      footer={footer}
    >
      {decision ? (
        <DecisionForm formId={FORM_ID} decision={decision} onConfirm={confirm} />
      ) : detail.data ? (
        <WithdrawalFacts detail={detail.data} />
      ) : detail.isError ? (
        <LoadError what="this withdrawal" query={detail} />
      ) : (
        <WithdrawalFactsSkeleton />
      )}
    </Dialog>
  );
}
