import { ChevronLeft, ChevronRight } from 'lucide-react';
import styles from './pagination.module.css';

export const NO_DATA_TEXT = 'No Data Available';

/** Page numbers to show: first, last, the current one and its neighbours, with gaps as null. */
export function pageItems(current: number, total: number): (number | null)[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const p of sorted) {
    const last = items[items.length - 1];
    if (typeof last === 'number' && p - last === 2) items.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) items.push(null);
    items.push(p);
  }
  return items;
}

/** Numbered pagination (spec 02 §2); 'No Data Available' when there are no pages. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  if (totalPages < 1) return <p className={styles.none}>{NO_DATA_TEXT}</p>;
  return (
    <nav aria-label={label} className={styles.nav}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft size={16} aria-hidden />
      </button>
      <ul className={styles.list}>
        {pageItems(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={`${styles.page} ${p === page ? styles.current : ''}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
                onClick={() => p !== page && onPageChange(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.step}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
        aria-label="Next page"
      >
        <ChevronRight size={16} aria-hidden />
      </button>
    </nav>
  );
}
