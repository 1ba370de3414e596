import { Button } from '../../../ui';
import type { Column } from '../../../ui/table';
import { formatDate, formatDateTime } from '../format';
import styles from './admin.module.css';

/** When a queue row (report, withdrawal) came in: the date, the full time on hover. */
export function createdColumn<T extends { createdAt: string }>(header: string, skeleton: number): Column<T> {
  return {
    key: 'created',
    header,
    skeleton,
    cell: (row) => (
      <time dateTime={row.createdAt} title={formatDateTime(row.createdAt)} className={`${styles.muted} ${styles.num}`}>
        {formatDate(row.createdAt)}
      </time>
    ),
  };
}

/** The last, sticky column of a queue: the button that opens the row's detail ('Review', 'Details'). */
export function openColumn<T extends { id: number }>(label: string, what: string, onOpen: (row: T) => void): Column<T> {
  return {
    key: 'open',
    header: <span className="sr-only">Details</span>,
    align: 'end',
    sticky: true,
    skeleton: 60,
    cell: (row) => (
      <Button size="sm" variant="secondary" aria-label={`${what} #${row.id} details`} onClick={() => onOpen(row)}>
        {label}
      </Button>
    ),
  };
}
