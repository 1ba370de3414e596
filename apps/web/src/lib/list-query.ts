import { keepPreviousData } from '@tanstack/react-query';

/** Options of a paged list query: the previous page stays on screen while the next loads; fresh for 15 s. */
export const LIST_QUERY_OPTIONS = { placeholderData: keepPreviousData, staleTime: 15_000 } as const;
