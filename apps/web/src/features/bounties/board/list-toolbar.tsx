import { Search } from 'lucide-react';
import { Input } from '../../../ui';
import { Select } from '../../../ui/select';
import { useBountyCategories } from '../api/bounty-categories';
import { type BountySort, SORT_OPTIONS } from '../types';
import styles from './board.module.css';

export const ALL_CATEGORIES = 'all';

type Props = {
  search: string;
  onSearch: (v: string) => void;
  sort: BountySort;
  onSort: (v: BountySort) => void;
  category: string;
  /** Without it the category is fixed (a category page) and no filter shows. */
  onCategory?: (v: string) => void;
};

/** The search box, the sort dropdown (default 'recent': no choice yet) and the category filter. */
export function ListToolbar({ search, onSearch, sort, onSort, category, onCategory }: Props) {
  const categories = useBountyCategories(onCategory !== undefined).data ?? [];
  return (
    <div className={styles.toolbar}>
      <Input
        type="search"
        label="Search bounties"
        hideLabel
        placeholder="Search bounties"
        value={search}
        maxLength={100}
        onChange={(e) => onSearch(e.target.value)}
        trailing={<Search size={16} aria-hidden className={styles.searchIcon} />}
        className={styles.search}
      />
      <Select
        label="Sort by"
        hideLabel
        value={sort}
        onChange={(e) => onSort(e.target.value as BountySort)}
        className={styles.select}
      >
        <option value="recent">Sort by</option>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {onCategory ? (
        <Select
          label="Category"
          hideLabel
          value={category}
          onChange={(e) => onCategory(e.target.value)}
          className={styles.select}
        >
          <option value={ALL_CATEGORIES}>All categories</option>
          {categories.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
        </Select>
      ) : null}
    </div>
  );
}
