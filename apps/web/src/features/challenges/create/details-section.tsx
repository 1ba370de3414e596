import { CHALLENGE_LIMITS as L } from '@crowns/contracts';
import { type UseFormReturn, useController, useWatch } from 'react-hook-form';
import { useCategories } from '../../../lib/categories';
import { ChoiceChips } from '../../../ui/form/choice-chips';
import { CountedInput } from '../../../ui/form/counted-input';
import { FormCard } from '../../../ui/form/form-card';
import { ImageField } from '../../../ui/form/image-field';
import { RowsField } from '../../../ui/form/rows-field';
import { Textarea } from '../../../ui/textarea';
import type { ChallengeDraft } from './draft';
import type { ChallengeDraftContext } from './draft-schema';
import { TypeField } from './type-field';

type Props = { form: UseFormReturn<ChallengeDraft, ChallengeDraftContext, ChallengeDraft> };

/** Cover (16:9 crop), title, description, type, one category and the rules. */
export function DetailsSection({ form: { control, register, formState, clearErrors } }: Props) {
  const { errors } = formState;
  const [title, description] = useWatch({ control, name: ['title', 'description'] });
  const categories = useCategories();
  const image = useController({ control, name: 'selectedImage' }).field;
  const type = useController({ control, name: 'type' }).field;
  const category = useController({ control, name: 'category' }).field;
  return (
    <FormCard title="Challenge details">
      <ImageField
        label="Challenge image"
        alt="Your challenge cover"
        cropTitle="Crop your challenge image"
        error={errors.selectedImage?.message}
        {...image}
      />
      <CountedInput
        label="Title"
        placeholder="e.g. Best trick shot of the week"
        length={title.length}
        maxLength={L.titleMax}
        error={errors.title?.message}
        {...register('title')}
      />
      <Textarea
        label="Description"
        placeholder="What should creators do? What makes a response stand out?"
        rows={4}
        maxLength={L.descriptionMax}
        length={description.length}
        error={errors.description?.message}
        {...register('description')}
      />
      <TypeField value={type.value} onChange={type.onChange} error={errors.type?.message} />
      <ChoiceChips
        label="Category"
        choices={categories}
        value={category.value ? [category.value] : []}
        onPick={(name) => {
          category.onChange(name === category.value ? '' : name);
          clearErrors('category');
        }}
        what="the categories"
        error={errors.category?.message}
      />
      <RowsField
        control={control}
        register={register}
        name="rules"
        label="Rules"
        itemLabel="Rule"
        placeholder="e.g. One take, no edits"
        max={L.rulesMax}
        maxLength={L.ruleMax}
        error={errors.rules?.root?.message ?? errors.rules?.message}
      />
    </FormCard>
  );
}
