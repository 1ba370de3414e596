import type { ChallengeSort } from '@crowns/contracts';
import type { Option } from '../../ui/list-toolbar';
import type { SortOrder } from './types';

/** The sort dropdown of the challenge lists (CHALLENGE_SORTS). */
export const CHALLENGE_SORT_OPTIONS: Option<ChallengeSort>[] = [
  { label: 'Newest', value: 'recent' },
  { label: 'Biggest prize', value: 'prize' },
  { label: 'Ending soon', value: 'ending_soon' },
  { label: 'Starting soon', value: 'starting_soon' },
  { label: 'Most popular', value: 'popular' },
];

/** Soonest first for the time sorts, largest / newest first otherwise. */
export const sortOrderOf = (sort: ChallengeSort): SortOrder =>
  sort === 'ending_soon' || sort === 'starting_soon' ? 'asc' : 'desc';
