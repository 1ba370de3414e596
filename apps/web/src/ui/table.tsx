import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';
import styles from './table.module.css';

export type Column<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Right-aligned numbers and actions. */
  align?: 'start' | 'end';
  /** Fixed width hint, e.g. '120px'. */
  width?: string;
  /** Skeleton width while loading. */
  skeleton?: number | string;
  /** Stays visible at the right edge while the table scrolls sideways (e.g. row actions on phones). */
  sticky?: boolean;
};

export type TableProps<T> = {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  /** Accessible name of the table. */
  caption: string;
  /** Shows skeleton rows instead of the rows. */
  loading?: boolean;
  skeletonRows?: number;
  /** Shown in place of the rows when there are none; defaults to 'No Data Available'. */
  empty?: ReactNode;
  /** Dims the rows while a newer page loads over them. */
  stale?: boolean;
  className?: string;
};

/** A dense data table that scrolls sideways on narrow screens, with skeleton and empty rows. */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  loading,
  skeletonRows = 5,
  empty = 'No Data Available',
  stale,
  className,
}: TableProps<T>) {
  const alignCls = (c: Column<T>) => `${c.align === 'end' ? styles.end : ''} ${c.sticky ? styles.sticky : ''}`;
  return (
    <div className={`${styles.wrap} ${className ?? ''}`}>
      <table className={`${styles.table} ${stale ? styles.stale : ''}`} aria-busy={loading || stale || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={alignCls(c)} style={c.width ? { width: c.width } : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: skeletonRows }, (_, i) => (
              <tr key={i} data-testid="skeleton-row">
                {columns.map((c) => (
                  <td key={c.key} className={alignCls(c)}>
                    <Skeleton width={c.skeleton ?? '70%'} height={14} />
                  </td>
                ))}
              </tr>
            ))
          ) : rows && rows.length > 0 ? (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} className={alignCls(c)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
