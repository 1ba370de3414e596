import { MSG, type ReportModel, SOCIAL_MSG } from '@crowns/contracts';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { Button, Dialog } from '../../../ui';
import styles from './report.module.css';
import { submitReport } from './report-api';
import { ReportForm } from './report-form';
import { type ReportDraft, validateReport } from './validate-report';

export const REPORT_TITLE = 'Report an Issue';
export const REPORT_DONE_TITLE = 'Report Submitted';

/**
 * Report an Issue → Report Submitted (spec 02 §2, §5, §8), for a bounty, a user, a comment or a challenge response.
 * Success toasts 'Reported' and shows the submitted view; a failure closes the dialog and toasts the server message.
 */
export function ReportDialog({
  modelName,
  modelId,
  onClose,
}: {
  modelName: ReportModel;
  modelId: number;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<ReportDraft>({ category: null, details: '' });
  const [submitted, setSubmitted] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      submitReport({
        details: draft.details.trim(),
        category: draft.category!,
        model_name: modelName,
        model_id: modelId,
      }),
    onSuccess: (answer) => toast.success(answer.message || SOCIAL_MSG.reported),
    onError: (error) => {
      onClose();
      if (!(error instanceof ApiError && error.handled))
        toast.error(error instanceof ApiError ? error.message : MSG.somethingWentWrong);
    },
  });
  const errors = submitted ? validateReport(draft) : {};
  const submit = () => {
    setSubmitted(true);
    if (Object.keys(validateReport(draft)).length === 0) send.mutate();
  };
  const done = send.isSuccess;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={done ? REPORT_DONE_TITLE : REPORT_TITLE}
      description={done ? undefined : 'Tell us what is wrong. Our moderators review every report.'}
      size="sm"
      footer={
        done ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose} disabled={send.isPending}>
              Cancel
            </Button>
            <Button onClick={submit} loading={send.isPending}>
              {send.isPending ? 'Submitting...' : 'Submit Report'}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <div className={styles.done}>
          <span className={styles.doneIcon} aria-hidden>
            <CheckCircle2 size={32} />
          </span>
          <p className={styles.doneText}>
            Thanks for letting us know. Our moderators will review it and take action if it breaks the rules.
          </p>
        </div>
      ) : (
        <ReportForm draft={draft} onChange={setDraft} errors={errors} disabled={send.isPending} />
      )}
    </Dialog>
  );
}
