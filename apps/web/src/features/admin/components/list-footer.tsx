import { Pagination } from '../../../ui/pagination';
import styles from './admin.module.css';

type Props = {
  data: { totalRecords: number; totalPages: number } | undefined;
  /** What is counted: [one, many], e.g. ['user', 'users']. */
  noun: [string, string];
  page: number;
  onPageChange: (page: number) => void;
  /** The pagination's accessible name. */
  label: string;
};

/** Under an admin list: how many records, and the page links when there is more than one page. */
export function ListFooter({ data, noun, page, onPageChange, label }: Props) {
  if (!data || data.totalPages === 0) return null;
  return (
    <div className={styles.footer}>
      <p className={styles.count} aria-live="polite">
        {data.totalRecords} {data.totalRecords === 1 ? noun[0] : noun[1]}
      </p>
      {data.totalPages > 1 ? (
        <Pagination page={page} totalPages={data.totalPages} onPageChange={onPageChange} label={label} />
      ) : null}
    </div>
  );
}
