import type { ReactNode } from 'react';
import { Button, EmptyState } from '../../../ui';
import { NO_DATA_TEXT } from '../../../ui/pagination';
import styles from './admin.module.css';
import { type FailedQuery, LoadError } from './load-error';

type ListQuery = FailedQuery & { data?: unknown; isError: boolean };
type PagedQuery = { data?: { totalPages: number }; isPlaceholderData: boolean };

/** The list (`children`), or, when its first load failed, why in a panel with a retry. */
export function ListOrError({ what, query, children }: { what: string; query: ListQuery; children: ReactNode }) {
  if (query.isError && !query.data)
    return (
      <div className={styles.panel}>
        <LoadError what={what} query={query} />
      </div>
    );
  return children;
}

/**
 * Past the last page (e.g. the only row of the last page left the filter): the last page that exists. Set during
 * render, so no request for the missing page goes out.
 */
export function useLastPage(query: PagedQuery, page: number, setPage: (page: number) => void) {
  const last = query.data?.totalPages ?? 0;
  if (query.data && !query.isPlaceholderData && last > 0 && page > last) setPage(last);
}

/** An empty list: with filters on, "No {nouns} match these filters." and a way to clear them; else No Data Available. */
export function FilteredEmpty({
  icon,
  nouns,
  filtered,
  onClear,
  description,
}: {
  icon: ReactNode;
  nouns: string;
  filtered: boolean;
  onClear: () => void;
  /** Shown under No Data Available when no filter is on. */
  description?: string;
}) {
  return (
    <EmptyState
      compact
      icon={icon}
      title={filtered ? `No ${nouns} match these filters.` : NO_DATA_TEXT}
      description={filtered ? undefined : description}
      action={
        filtered ? (
          <Button size="sm" variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        ) : undefined
      }
    />
  );
}
