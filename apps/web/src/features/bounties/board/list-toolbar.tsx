import { useCategories } from '../../../lib/categories';
import { FilterSelect, ListToolbar as Toolbar } from '../../../ui/list-toolbar';
import { type BountySort, SORT_OPTIONS } from '../types';

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

const SORTS = [{ label: 'Sort by', value: 'recent' as const }, ...SORT_OPTIONS];

/** The search box, the sort dropdown (default 'recent': no choice yet) and the category filter. */
export function ListToolbar({ search, onSearch, sort, onSort, category, onCategory }: Props) {
  const categories = useCategories(onCategory !== undefined).data ?? [];
  return (
    <Toolbar
      search={search}
      onSearch={onSearch}
      searchLabel="Search bounties"
      sort={sort}
      onSort={onSort}
      sortOptions={SORTS}
    >
      {onCategory ? (
        <FilterSelect
          label="Category"
          value={category}
          onChange={onCategory}
          all={{ label: 'All categories', value: ALL_CATEGORIES }}
          options={categories.map((c) => ({ label: c.name, value: c.name }))}
        />
      ) : null}
    </Toolbar>
  );
}
