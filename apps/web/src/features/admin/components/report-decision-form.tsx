import { actOnReportBody, dismissReportBody, REPORT_LIMITS, type ReportAction } from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Textarea } from '../../../ui/textarea';
import styles from './payouts.module.css';

export type ReportChoice = 'dismiss' | ReportAction;

export const REPORT_DECISION_COPY: Record<
  ReportChoice,
  { button: string; title: string; confirm: string; busy: string; explain: string; placeholder: string }
> = {
  dismiss: {
    button: 'Dismiss',
    title: 'Dismiss this report?',
    confirm: 'Dismiss report',
    busy: 'Dismissing...',
    explain:
      'The report is closed and the reported item stays as it is. The reporter is told that nothing against the rules was found.',
    placeholder: 'Why does this not break the rules? (optional)',
  },
  hide_comment: {
    button: 'Hide comment',
    title: 'Hide this comment?',
    confirm: 'Hide comment',
    busy: 'Hiding...',
    explain:
      'The comment disappears for everyone; its text stays in the audit log. Every open report of it is closed and the reporters are told.',
    placeholder: 'Which rule does the comment break?',
  },
  suspend_user: {
    button: 'Suspend user',
    title: 'Suspend this user?',
    confirm: 'Suspend user',
    busy: 'Suspending...',
    explain:
      'The account is suspended and signed out everywhere until an admin reactivates it. Every open report of the user is closed and the reporters are told.',
    placeholder: 'Why is this account suspended?',
  },
  fail_bounty: {
    button: 'Fail bounty',
    title: 'Fail this bounty?',
    confirm: 'Fail bounty and refund',
    busy: 'Failing...',
    explain:
      'The bounty fails, its open claims fail, and every contributor gets back exactly what they put in. This cannot be undone.',
    placeholder: 'Why is this bounty failed?',
  },
};

type ReasonValues = { reason: string };
const actResolver = zodResolver(actOnReportBody.pick({ reason: true }));
const dismissResolver = zodResolver(dismissReportBody);

/**
 * The confirmation step: an action needs a reason ('Please give a reason.' when empty), a dismissal may have one.
 * The form is submitted by the dialog's footer button through `formId`.
 */
export function ReportDecisionForm({
  formId,
  choice,
  onConfirm,
}: {
  formId: string;
  choice: ReportChoice;
  onConfirm: (reason: string) => void;
}) {
  const form = useForm<ReasonValues>({
    resolver: (choice === 'dismiss' ? dismissResolver : actResolver) as never,
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const reason = form.watch('reason') ?? '';
  const onSubmit = form.handleSubmit((values) => onConfirm((values.reason ?? '').trim()));
  return (
    <form id={formId} className={styles.confirm} onSubmit={onSubmit} noValidate>
      <p className={styles.confirmText}>{REPORT_DECISION_COPY[choice].explain}</p>
      <Textarea
        label={choice === 'dismiss' ? 'Reason (optional)' : 'Reason'}
        placeholder={REPORT_DECISION_COPY[choice].placeholder}
        rows={3}
        maxLength={REPORT_LIMITS.reasonMax}
        length={reason.length}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </form>
  );
}
