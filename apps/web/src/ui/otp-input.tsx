import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import styles from './otp-input.module.css';

export type OtpInputProps = {
  /** Digits typed so far; a space marks an empty box. */
  value: string;
  onChange: (value: string) => void;
  length?: number;
  /** Accessible name of the group, e.g. 'One-time code'. */
  label: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** What the user added to a box that already held `old` (typing over it, or autofill of a whole code). */
const typedDigit = (raw: string, old: string) => (raw.length === 2 && old ? raw.replace(old, '') : raw);

/** One box per digit: digits only, auto-advance, Backspace goes back, paste fills the boxes. */
export function OtpInput({ value, onChange, length = 6, label, invalid, disabled, autoFocus }: OtpInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => {
    const c = value[i] ?? ' ';
    return /\d/.test(c) ? c : ' ';
  });

  const emit = (next: string[]) => onChange(next.join('').trimEnd());
  const focus = (i: number) => refs.current[Math.max(0, Math.min(length - 1, i))]?.focus();

  const fill = (start: number, typed: string) => {
    const incoming = typed.replace(/\D/g, '').split('');
    if (incoming.length === 0) return;
    // A full code replaces everything, wherever the caret was.
    const from = incoming.length >= length ? 0 : start;
    const next = [...digits];
    incoming.slice(0, length - from).forEach((d, k) => {
      next[from + k] = d;
    });
    emit(next);
    focus(from + incoming.length);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      const next = [...digits];
      if (digits[i] !== ' ') next[i] = ' ';
      else if (i > 0) {
        next[i - 1] = ' ';
        focus(i - 1);
      }
      emit(next);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    }
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fill(i, e.clipboardData.getData('text'));
  };

  return (
    <fieldset className={styles.group} aria-label={label} disabled={disabled}>
      {digits.map((d, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          className={`${styles.box} ${invalid ? styles.invalid : ''}`}
          value={d.trim()}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={`Digit ${i + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing to enter in its dialog
          autoFocus={autoFocus && i === 0}
          onChange={(e) => fill(i, typedDigit(e.target.value, d.trim()))}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </fieldset>
  );
}
