import { type AdminReportView, REPORT_ACTION_FOR } from '@crowns/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '../../../ui';
import { useDecideReport } from '../api/reports';
import { errorText, isHandled } from '../format';
import { DecisionFooter } from './decision-footer';
import { GuardedButton } from './guarded-button';
import { REPORT_DECISION_COPY, type ReportChoice, ReportDecisionForm } from './report-decision-form';
import { ReportFacts } from './report-facts';

const FORM_ID = 'report-decision-form';

/** A report's detail; full admins (read-only ones see the buttons disabled) dismiss it or take the action that fits the reported thing, after a confirmation. */
export function ReportDialog({ target, onClose }: { target: AdminReportView | null; onClose: () => void }) {
  return target ? <ReportDetailDialog key={target.id} target={target} onClose={onClose} /> : null;
}

function ReportDetailDialog({ target, onClose }: { target: AdminReportView; onClose: () => void }) {
  const decide = useDecideReport();
  const [report, setReport] = useState(target);
  const [choice, setChoice] = useState<ReportChoice | null>(null);
  const action = REPORT_ACTION_FOR[report.model_name];
  // A read-only admin sees the same choices, disabled (GuardedButton), as on every other admin page.
  const choices: ReportChoice[] = report.status === 'open' ? (action ? ['dismiss', action] : ['dismiss']) : [];

  const confirm = (reason: string) => {
    if (!choice) return;
    const decision =
      choice === 'dismiss'
        ? { id: report.id, kind: 'dismiss' as const, reason }
        : { id: report.id, kind: 'act' as const, action: choice, reason };
    decide.mutate(decision, {
      onSuccess: (answer) => {
        setReport(answer.data);
        toast.success(answer.message);
      },
      onError: (error) => {
        if (!isHandled(error)) toast.error(errorText(error));
      },
      onSettled: () => setChoice(null),
    });
  };

  const footer = choice ? (
    <DecisionFooter
      formId={FORM_ID}
      pending={decide.isPending}
      danger={choice !== 'dismiss'}
      confirm={REPORT_DECISION_COPY[choice].confirm}
      busy={REPORT_DECISION_COPY[choice].busy}
      onBack={() => setChoice(null)}
    />
  ) : choices.length > 0 ? (
    choices.map((c) => (
      <GuardedButton key={c} variant={c === 'dismiss' ? 'secondary' : 'danger'} onClick={() => setChoice(c)}>
        {REPORT_DECISION_COPY[c].button}
      </GuardedButton>
    ))
  ) : undefined;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !decide.isPending) onClose();
      }}
      title={choice ? REPORT_DECISION_COPY[choice].title : `Report #${report.id}`}
      description={`Reported by @${report.reporter.sc_username}`}
      size="md"
      footer={footer}
    >
      {choice ? (
        <ReportDecisionForm formId={FORM_ID} choice={choice} onConfirm={confirm} />
      ) : (
        <ReportFacts report={report} />
      )}
    </Dialog>
  );
}
