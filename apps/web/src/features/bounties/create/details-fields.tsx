import { BOUNTY_LIMITS as L } from '@crowns/contracts';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { CountedInput } from '../../../ui/form/counted-input';
import { ImageField } from '../../../ui/form/image-field';
import { CategoriesField } from './categories-field';
import styles from './create.module.css';
import type { CreateDraft } from './draft';
import type { DraftContext } from './draft-schema';
import { LiveBountyField } from './live-bounty-field';
import { RequirementsField } from './requirements-field';
import { TargetUserField } from './target-user-field';

type Props = { form: UseFormReturn<CreateDraft, DraftContext, CreateDraft>; targetLocked: boolean };

/** Step 1: image, name, target user and live flag, requirements, categories. */
export function DetailsFields({ form, targetLocked }: Props) {
  const { control, register, formState, setValue, clearErrors, trigger } = form;
  const { errors } = formState;
  const [title, targetUser, isBountyLive] = useWatch({ control, name: ['title', 'targetUser', 'isBountyLive'] });

  return (
    <section className={styles.card} aria-labelledby="details-title">
      <h2 id="details-title" className={styles.cardTitle}>
        Bounty details
      </h2>
      <Controller
        control={control}
        name="selectedImage"
        render={({ field }) => (
          <ImageField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.selectedImage?.message}
            label="Bounty image"
            cropTitle="Crop your bounty image"
            alt="Your bounty thumbnail"
          />
        )}
      />
      <CountedInput
        label="Bounty name"
        length={title.length}
        maxLength={L.titleMax}
        placeholder="e.g. Win a ranked match with a pistol"
        error={errors.title?.message}
        {...register('title')}
      />
      <div className={styles.targetGroup}>
        <Controller
          control={control}
          name="targetText"
          render={({ field }) => (
            <TargetUserField
              text={field.value}
              user={targetUser}
              isBountyLive={isBountyLive}
              disabled={targetLocked || (isBountyLive && Boolean(targetUser?.is_live))}
              error={errors.targetText?.message}
              onBlur={field.onBlur}
              onTextChange={(text) => {
                field.onChange(text);
                if (targetUser && text !== `@${targetUser.sc_username}`) setValue('targetUser', null);
              }}
              onSelect={(user) => {
                setValue('targetUser', user);
                field.onChange(`@${user.sc_username}`);
                clearErrors('targetText');
                if (isBountyLive) void trigger(['isBountyLive', 'targetText']);
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="isBountyLive"
          render={({ field }) => (
            <LiveBountyField
              checked={field.value}
              error={errors.isBountyLive?.message}
              onChange={(checked) => {
                field.onChange(checked);
                if (checked) void trigger(['isBountyLive', 'targetText']);
                else clearErrors(['isBountyLive', 'targetText']);
              }}
            />
          )}
        />
      </div>
      <RequirementsField
        control={control}
        register={register}
        // A field array keeps its own (array-level) error under `root`.
        error={errors.requirements?.root?.message ?? errors.requirements?.message}
      />
      <Controller
        control={control}
        name="selectedCategories"
        render={({ field }) => (
          <CategoriesField
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              if (next.length > 0) clearErrors('selectedCategories');
            }}
            error={errors.selectedCategories?.message}
          />
        )}
      />
    </section>
  );
}
