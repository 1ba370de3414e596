import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { Pagination } from './pagination';
import { type Column, Table } from './table';

/** The list query of one page: what a TanStack page query returns. */
type PageQuery<T> = {
  data?: { data: T[]; totalPages: number };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** A table of one page of a list with numbered pages below it, its skeleton rows, empty state, and error with retry. */
export function PagedTable<T>({
  list,
  what,
  columns,
  rowKey,
  caption,
  empty,
  page,
  onPage,
}: {
  list: PageQuery<T>;
  /** 'your submissions': "We could not load your submissions." */
  what: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  caption: string;
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
}) {
  if (list.isError && !list.data)
    return <LoadError what={what} error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <Table
        columns={columns}
        rows={list.data?.data}
        rowKey={rowKey}
        caption={caption}
        loading={list.isPending}
        stale={list.isPlaceholderData}
        empty={empty}
      />
      {list.data && list.data.totalPages > 1 ? (
        <Pagination page={page} totalPages={list.data.totalPages} onPageChange={onPage} label={`${caption} pages`} />
      ) : null}
    </>
  );
}
