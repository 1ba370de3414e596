import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import styles from './breadcrumb.module.css';

/** A page's trail: every step but the last links; the last is the current page. */
export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.breadcrumb}>
        {items.map((item, i) => (
          <Fragment key={item.label}>
            {i > 0 ? (
              <li aria-hidden>
                <ChevronRight size={14} />
              </li>
            ) : null}
            {i === items.length - 1 || !item.to ? (
              <li aria-current={i === items.length - 1 ? 'page' : undefined}>{item.label}</li>
            ) : (
              <li>
                <Link to={item.to}>{item.label}</Link>
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
