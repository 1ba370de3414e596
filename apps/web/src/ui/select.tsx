import { ChevronDown } from 'lucide-react';
import { forwardRef, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import styles from './select.module.css';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  hideLabel?: boolean;
  /** Shown under the field; pass `invalid` alone when a group shows one message for several selects. */
  error?: string;
  invalid?: boolean;
};

/** Labelled native select (best on phones and for keyboards) in the Input look. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hideLabel, error, invalid, id, className, children, ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  const bad = invalid || Boolean(error);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          ref={ref}
          id={selectId}
          className={`${styles.select} ${bad ? styles.invalid : ''}`}
          aria-invalid={bad || undefined}
          aria-describedby={error ? errorId : rest['aria-describedby']}
          {...rest}
        >
          {children}
        </select>
        <ChevronDown size={16} className={styles.chevron} aria-hidden />
      </div>
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
