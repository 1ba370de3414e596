import { BOUNTY_LIMITS as L } from '@crowns/contracts';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../ui/button';
import { FieldError } from '../../../ui/field';
import { Skeleton } from '../../../ui/skeleton';
import { useBountyCategories } from '../api/bounty-categories';
import styles from './create.module.css';
import { toggleCategory } from './draft';

type Props = { value: string[]; onChange: (next: string[]) => void; error?: string };

/** Category chips from GET /utils/categories: at least one, at most 3 (a fourth pick is ignored). */
export function CategoriesField({ value, onChange, error }: Props) {
  const labelId = useId();
  const categories = useBountyCategories();
  const full = value.length >= L.categoriesMax;
  return (
    <fieldset className={styles.fieldset} aria-labelledby={labelId}>
      <legend id={labelId} className={styles.label}>
        Categories <span className={styles.optional}>(up to {L.categoriesMax})</span>
      </legend>
      {categories.isPending ? (
        <div className={styles.chips} aria-busy="true">
          {[72, 56, 96, 64, 80].map((w) => (
            <Skeleton key={w} width={w} height={32} radius={999} />
          ))}
        </div>
      ) : categories.isError ? (
        <div className={styles.inlineError}>
          <span>We could not load the categories.</span>
          <Button size="sm" variant="secondary" onClick={() => categories.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className={styles.chips}>
          {categories.data.map((c) => {
            const on = value.includes(c.name);
            return (
              <button
                key={c.id}
                type="button"
                aria-pressed={on}
                className={`${styles.chip} ${on ? styles.chipOn : ''} ${!on && full ? styles.chipMuted : ''}`}
                onClick={() => onChange(toggleCategory(value, c.name))}
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
