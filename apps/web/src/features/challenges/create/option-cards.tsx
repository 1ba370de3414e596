import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { FieldError } from '../../../ui/field';
import form from '../../../ui/form/create-form.module.css';
import styles from './create.module.css';

export type OptionCard<T extends string> = { value: T; label: string; hint?: string; icon: LucideIcon };

/** One choice among a few, as radio cards with an icon, a label and an optional hint. */
export function OptionCards<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: readonly OptionCard<T>[];
  value: T;
  onChange: (v: T) => void;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset className={form.fieldset}>
      <legend className={form.label}>{legend}</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.value} className={`${styles.option} ${value === o.value ? styles.optionOn : ''}`}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            <o.icon size={18} aria-hidden />
            <span>
              <span className={styles.optionLabel}>{o.label}</span>
              {o.hint ? <span className={styles.optionHint}>{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}
