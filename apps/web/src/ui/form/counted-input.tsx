import { forwardRef } from 'react';
import { Input, type InputProps } from '../field';
import styles from './create-form.module.css';

type Props = Omit<InputProps, 'label' | 'maxLength'> & { label: string; length: number; maxLength: number };

/** A one-line text field with its 'n/max' character count beside the label (titles). */
export const CountedInput = forwardRef<HTMLInputElement, Props>(function CountedInput(
  { label, length, maxLength, ...rest },
  ref,
) {
  return (
    <Input
      ref={ref}
      label={
        <span className={styles.labelRow}>
          {label}
          <span className={`${styles.counter} tabular`} aria-hidden>
            {length}/{maxLength}
          </span>
        </span>
      }
      maxLength={maxLength}
      autoComplete="off"
      {...rest}
    />
  );
});
