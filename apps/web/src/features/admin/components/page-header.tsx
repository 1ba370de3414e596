import type { ReactNode } from 'react';
import styles from './admin.module.css';

export function PageHeader({
  id,
  title,
  subtitle,
  actions,
}: {
  /** The heading's id, for the page's aria-labelledby. */
  id: string;
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.titleBlock}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions}
    </header>
  );
}
