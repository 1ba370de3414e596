import { Check } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../button';
import { FieldError } from '../field';
import { Skeleton } from '../skeleton';
import styles from './create-form.module.css';

type Choice = { id: number | string; name: string };

type Props = {
  label: ReactNode;
  /** The choices as loaded (a query): skeleton chips while pending, a retry when it failed. */
  choices: { isPending: boolean; isError: boolean; data?: Choice[]; refetch: () => unknown };
  value: string[];
  /** Called with the picked name; the caller decides what a pick does (toggle, replace, ignore past a limit). */
  onPick: (name: string) => void;
  /** No more can be picked: the unpicked chips are dimmed. */
  full?: boolean;
  /** What failed to load: 'the categories'. */
  what: string;
  error?: string;
};

/** A set of pressable chips (categories): pending, error-with-retry and loaded states. */
export function ChoiceChips({ label, choices, value, onPick, full, what, error }: Props) {
  const labelId = useId();
  return (
    <fieldset className={styles.fieldset} aria-labelledby={labelId}>
      <legend id={labelId} className={styles.label}>
        {label}
      </legend>
      {choices.isPending ? (
        <div className={styles.chips} aria-busy="true">
          {[72, 56, 96, 64, 80].map((w) => (
            <Skeleton key={w} width={w} height={32} radius={999} />
          ))}
        </div>
      ) : choices.isError ? (
        <div className={styles.inlineError}>
          <span>We could not load {what}.</span>
          <Button size="sm" variant="secondary" onClick={() => choices.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className={styles.chips}>
          {(choices.data ?? []).map((c) => {
            const on = value.includes(c.name);
            return (
              <button
                key={c.id}
                type="button"
                aria-pressed={on}
                className={`${styles.chip} ${on ? styles.chipOn : ''} ${!on && full ? styles.chipMuted : ''}`}
                onClick={() => onPick(c.name)}
              >
                {on ? <Check size={14} aria-hidden /> : null}
                {c.name}
              </button>
            );
          })}
        </div>
      )}
      <FieldError message={error} />
    </fieldset>
  );
}
