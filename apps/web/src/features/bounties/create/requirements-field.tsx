import type { Control, UseFormRegister } from 'react-hook-form';
import { RowsField } from '../../../ui/form/rows-field';
import { type CreateDraft, MAX_REQUIREMENTS, REQUIREMENT_MAX_LENGTH } from './draft';
import type { DraftContext } from './draft-schema';

type Props = {
  control: Control<CreateDraft, DraftContext, CreateDraft>;
  register: UseFormRegister<CreateDraft>;
  error?: string;
};

/** Requirement rows (spec 02 §5): the shared rows field (one row at least; a new row only after text). */
export function RequirementsField({ control, register, error }: Props) {
  return (
    <RowsField
      control={control}
      register={register}
      name="requirements"
      label="Requirements"
      itemLabel="Requirement"
      placeholder="e.g. Say the winning phrase on stream"
      max={MAX_REQUIREMENTS}
      maxLength={REQUIREMENT_MAX_LENGTH}
      error={error}
    />
  );
}
