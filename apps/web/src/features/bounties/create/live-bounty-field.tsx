import { useId } from 'react';
import { FieldError } from '../../../ui/field';
import styles from './create.module.css';

type Props = { checked: boolean; onChange: (checked: boolean) => void; error?: string };

/** The 'Live Bounty' checkbox: a live bounty is done live on stream by a target who is live now. */
export function LiveBountyField({ checked, onChange, error }: Props) {
  const id = useId();
  return (
    <div className={styles.liveField}>
      <label htmlFor={id} className={styles.checkbox}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          <span className={styles.checkboxLabel}>Live Bounty</span>
          <span id={`${id}-hint`} className={styles.checkboxHint}>
            The target does it live on stream, right now.
          </span>
        </span>
      </label>
      <FieldError message={error} />
    </div>
  );
}
