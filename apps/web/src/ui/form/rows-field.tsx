import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import {
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { Button } from '../button';
import { FieldError } from '../field';
import styles from './create-form.module.css';

/** One row of a text list (an object so react-hook-form's field array can key it). */
export type TextRow = { value: string };

/** A new row only when the last one has text, up to `max` rows. */
export const canAddRow = (rows: TextRow[], max: number) =>
  rows.length < max && (rows.at(-1)?.value.trim() ?? '') !== '';

/** Rows trimmed and empty ones dropped. */
export const cleanRows = (rows: TextRow[]) => rows.map((r) => r.value.trim()).filter(Boolean);

type Props<T extends FieldValues, C> = {
  control: Control<T, C, T>;
  register: UseFormRegister<T>;
  /** The field array of `{ value }` rows. */
  name: ArrayPath<T>;
  /** 'Requirements', 'Rules'. */
  label: string;
  /** 'Requirement', 'Rule': rows are named 'Rule 1', 'Rule 2'… */
  itemLabel: string;
  placeholder: string;
  max: number;
  maxLength: number;
  error?: string;
};

/**
 * A numbered list of text rows (bounty requirements, challenge rules): always at least one row, the last remaining
 * row cannot be deleted, and a new row is added only when the last one has text (the button, or Enter in it).
 */
export function RowsField<T extends FieldValues, C>({
  control,
  register,
  name,
  label,
  itemLabel,
  placeholder,
  max,
  maxLength,
  error,
}: Props<T, C>) {
  const labelId = useId();
  const { fields, append, remove } = useFieldArray({ control, name });
  const rows = (useWatch({ control, name: name as unknown as Path<T> }) ?? []) as TextRow[];
  const canAdd = canAddRow(rows, max);
  const add = () => canAdd && append({ value: '' } as FieldArray<T, ArrayPath<T>>, { shouldFocus: true });

  return (
    <fieldset className={styles.fieldset} aria-labelledby={labelId}>
      <legend id={labelId} className={styles.label}>
        {label}
      </legend>
      <ol className={styles.requirements}>
        {fields.map((field, index) => (
          <li key={field.id} className={styles.requirement}>
            <span className={styles.requirementNumber} aria-hidden>
              {index + 1}
            </span>
            <input
              className={`${styles.input} ${error && index === 0 ? styles.invalid : ''}`}
              aria-label={`${itemLabel} ${index + 1}`}
              placeholder={index === 0 ? placeholder : `Another ${itemLabel.toLowerCase()}`}
              maxLength={maxLength}
              autoComplete="off"
              {...register(`${name}.${index}.value` as Path<T>)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  if (index === fields.length - 1) add();
                }
              }}
            />
            <button
              type="button"
              className={styles.removeRow}
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              <X size={16} aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <FieldError message={error} />
      <Button size="sm" variant="ghost" className={styles.addRow} onClick={add} disabled={!canAdd}>
        <Plus size={14} aria-hidden /> Add {itemLabel.toLowerCase()}
      </Button>
    </fieldset>
  );
}
