import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { type Control, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { FieldError } from '../../../ui/field';
import styles from './create.module.css';
import { type CreateDraft, canAddRequirement, REQUIREMENT_MAX_LENGTH } from './draft';
import type { DraftContext } from './draft-schema';

type Props = {
  control: Control<CreateDraft, DraftContext, CreateDraft>;
  register: UseFormRegister<CreateDraft>;
  error?: string;
};

/**
 * Requirement rows (spec 02 §5): always at least one row, the last remaining row cannot be deleted, and a new row is
 * added only when the last one has text (the button, or Enter in the last row).
 */
export function RequirementsField({ control, register, error }: Props) {
  const labelId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'requirements' });
  const rows = useWatch({ control, name: 'requirements' }) ?? [];
  const canAdd = canAddRequirement(rows);
  const add = () => canAdd && append({ value: '' }, { shouldFocus: true });

  return (
    <fieldset className={styles.fieldset} aria-labelledby={labelId}>
      <legend id={labelId} className={styles.label}>
        Requirements
      </legend>
      <ol className={styles.requirements}>
        {fields.map((field, index) => (
          <li key={field.id} className={styles.requirement}>
            <span className={styles.requirementNumber} aria-hidden>
              {index + 1}
            </span>
            <input
              className={`${styles.input} ${error && index === 0 ? styles.invalid : ''}`}
              aria-label={`Requirement ${index + 1}`}
              placeholder={index === 0 ? 'e.g. Say the winning phrase on stream' : 'Another requirement'}
              maxLength={REQUIREMENT_MAX_LENGTH}
              autoComplete="off"
              {...register(`requirements.${index}.value`)}
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
              aria-label={`Remove requirement ${index + 1}`}
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
        <Plus size={14} aria-hidden /> Add requirement
      </Button>
    </fieldset>
  );
}
