import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import fieldStyles from './field.module.css';
import styles from './textarea.module.css';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  /** The spec's validation message, shown under the field. */
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  /** Current length, shown as "n/maxLength" when maxLength is set. */
  length?: number;
};

/** Labelled multi-line input in the Input look, with its error under it and an optional character count. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, error, hint, hideLabel, length, id, className, maxLength, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const counter =
    maxLength !== undefined && length !== undefined ? (
      <p className={styles.count} aria-hidden>
        {length}/{maxLength}
      </p>
    ) : null;
  return (
    <div className={`${fieldStyles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : fieldStyles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        maxLength={maxLength}
        className={`${styles.textarea} ${error ? styles.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error || hint || counter ? (
        <div className={styles.meta}>
          {error ? (
            <p id={errorId} role="alert" className={fieldStyles.error}>
              {error}
            </p>
          ) : hint ? (
            <p className={fieldStyles.hint}>{hint}</p>
          ) : null}
          {counter}
        </div>
      ) : null}
    </div>
  );
});
