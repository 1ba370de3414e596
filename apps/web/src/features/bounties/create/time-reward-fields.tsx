import { BOUNTY_LIMITS } from '@crowns/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { AmountField } from '../../../ui/form/amount-field';
import styles from './create.module.css';
import type { CreateDraft } from './draft';
import type { DraftContext } from './draft-schema';
import { DurationField } from './duration-field';

type Props = { form: UseFormReturn<CreateDraft, DraftContext, CreateDraft>; ccPerUsd: number; balance?: number };

/** Step 1, second part: how long the bounty runs and what it starts at. */
export function TimeRewardFields({ form, ccPerUsd, balance }: Props) {
  const { control, formState } = form;
  return (
    <section className={styles.card} aria-labelledby="time-reward-title">
      <h2 id="time-reward-title" className={styles.cardTitle}>
        Time and reward
      </h2>
      <div className={styles.twoCols}>
        <Controller
          control={control}
          name="time"
          render={({ field }) => (
            <DurationField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={formState.errors.time?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="rewardUsd"
          render={({ field }) => (
            <AmountField
              label="Starting reward"
              presetsUsd={BOUNTY_LIMITS.rewardPresetsUsd}
              minUsd={BOUNTY_LIMITS.minRewardUsd}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ccPerUsd={ccPerUsd}
              balance={balance}
              error={formState.errors.rewardUsd?.message}
            />
          )}
        />
      </div>
    </section>
  );
}
