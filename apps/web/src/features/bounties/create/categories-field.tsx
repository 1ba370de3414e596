import { BOUNTY_LIMITS as L } from '@crowns/contracts';
import { useCategories } from '../../../lib/categories';
import { ChoiceChips } from '../../../ui/form/choice-chips';
import styles from './create.module.css';
import { toggleCategory } from './draft';

type Props = { value: string[]; onChange: (next: string[]) => void; error?: string };

/** Category chips from GET /utils/categories: at least one, at most 3 (a fourth pick is ignored). */
export function CategoriesField({ value, onChange, error }: Props) {
  const categories = useCategories();
  return (
    <ChoiceChips
      label={
        <>
          Categories <span className={styles.optional}>(up to {L.categoriesMax})</span>
        </>
      }
      choices={categories}
      value={value}
      onPick={(name) => onChange(toggleCategory(value, name))}
      full={value.length >= L.categoriesMax}
      what="the categories"
      error={error}
    />
  );
}
