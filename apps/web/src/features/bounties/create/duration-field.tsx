import { BOUNTY_LIMITS as L } from '@crowns/contracts';
import { useId } from 'react';
import { FieldError } from '../../../ui/field';
import styles from './create.module.css';
import { sanitizeHours } from './draft';

type Props = { value: string; onChange: (hours: string) => void; onBlur: () => void; error?: string };

/** Duration in hours: digits only, clamped to 0–48, with presets (spec 02 §5). */
export function DurationField({ value, onChange, onBlur, error }: Props) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Duration
      </label>
      <fieldset className={styles.presets}>
        <legend className="sr-only">Duration presets</legend>
        {L.durationPresetsHours.map((h) => (
          <button
            key={h}
            type="button"
            aria-pressed={value === String(h)}
            className={`${styles.preset} ${value === String(h) ? styles.presetOn : ''}`}
            onClick={() => onChange(String(h))}
          >
            {h}h
          </button>
        ))}
      </fieldset>
      <div className={styles.withUnit}>
        <input
          id={id}
          className={`${styles.input} ${error ? styles.invalid : ''} tabular`}
          inputMode="numeric"
          autoComplete="off"
          placeholder="Enter hours (1-48)"
          aria-invalid={error ? true : undefined}
          value={value}
          onChange={(e) => onChange(sanitizeHours(e.target.value))}
          onBlur={onBlur}
        />
        <span className={styles.unit}>hours</span>
      </div>
      <FieldError message={error} />
    </div>
  );
}
