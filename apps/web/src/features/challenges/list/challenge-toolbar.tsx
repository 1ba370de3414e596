import type { ChallengeSort, ChallengeType } from '@crowns/contracts';
import { useCategories } from '../../../lib/categories';
import { FilterSelect, ListToolbar } from '../../../ui/list-toolbar';
import { CHALLENGE_SORT_OPTIONS } from '../sorts';

export const ALL = 'all';
export type TypeFilter = ChallengeType | typeof ALL;

/** What the list shows: the text searched, the sort, one category and one type ('all' for any). */
export type ChallengeFilters = { search: string; sort: ChallengeSort; category: string; type: TypeFilter };
export const NO_FILTERS: ChallengeFilters = { search: '', sort: 'recent', category: ALL, type: ALL };

const TYPES = [
  { label: 'Video', value: 'video' as const },
  { label: 'Live stream', value: 'live' as const },
];

/** Search, sort, category (the platform's categories) and type (video / live) of the challenge list. */
export function ChallengeToolbar({
  filters,
  onChange,
}: {
  filters: ChallengeFilters;
  onChange: (patch: Partial<ChallengeFilters>) => void;
}) {
  const categories = useCategories().data ?? [];
  return (
    <ListToolbar
      searchLabel="Search challenges"
      sortOptions={CHALLENGE_SORT_OPTIONS}
      search={filters.search}
      onSearch={(search) => onChange({ search })}
      sort={filters.sort}
      onSort={(sort) => onChange({ sort })}
    >
      <FilterSelect
        label="Category"
        value={filters.category}
        onChange={(category) => onChange({ category })}
        all={{ label: 'All categories', value: ALL }}
        options={categories.map((c) => ({ label: c.name, value: c.name }))}
      />
      <FilterSelect<TypeFilter>
        label="Type"
        value={filters.type}
        onChange={(type) => onChange({ type })}
        all={{ label: 'All types', value: ALL }}
        options={TYPES}
      />
    </ListToolbar>
  );
}
