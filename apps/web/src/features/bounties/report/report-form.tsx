import { SOCIAL_LIMITS } from '@crowns/contracts';
import { useId } from 'react';
import { Button, Skeleton } from '../../../ui';
import { FieldError } from '../../../ui/field';
import { Textarea } from '../../../ui/textarea';
import styles from './report.module.css';
import { useReportReasons } from './report-api';
import type { ReportDraft, ReportErrors } from './validate-report';

/** The reasons (from GET /utils/report-category) and the details box with its 150-character counter. */
export function ReportForm({
  draft,
  onChange,
  errors,
  disabled,
}: {
  draft: ReportDraft;
  onChange: (d: ReportDraft) => void;
  errors: ReportErrors;
  disabled?: boolean;
}) {
  const reasons = useReportReasons();
  const id = useId();
  const max = SOCIAL_LIMITS.reportDetailsMax;
  return (
    <div className={styles.form}>
      <fieldset className={styles.reasons} aria-describedby={errors.category ? `${id}-reason-error` : undefined}>
        <legend className={styles.label}>What is the issue?</legend>
        {reasons.isPending ? (
          <div className={styles.reasonList} aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={40} radius={8} />
            ))}
          </div>
        ) : reasons.isError ? (
          <div className={styles.reasonError}>
            <span>We could not load the reasons.</span>
            <Button size="sm" variant="secondary" onClick={() => reasons.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <div className={styles.reasonList}>
            {reasons.data.map((r) => (
              <label key={r.id} className={`${styles.reason} ${draft.category === r.id ? styles.selected : ''}`}>
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={r.id}
                  checked={draft.category === r.id}
                  disabled={disabled}
                  onChange={() => onChange({ ...draft, category: r.id })}
                />
                <span>{r.name}</span>
              </label>
            ))}
          </div>
        )}
        <FieldError id={`${id}-reason-error`} message={errors.category} />
      </fieldset>
      <Textarea
        label="Details"
        rows={4}
        maxLength={max}
        length={draft.details.length}
        value={draft.details}
        disabled={disabled}
        placeholder="Describe the issue"
        error={errors.details}
        onChange={(e) => onChange({ ...draft, details: e.target.value.slice(0, max) })}
      />
    </div>
  );
}
