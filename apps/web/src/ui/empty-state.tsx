import type { ReactNode } from 'react';
import styles from './feedback.module.css';

/** The empty (or error) state of a list or page: icon, the spec's text and one clear next action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  compact,
}: {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
}) {
  return (
    <div className={`${styles.empty} ${compact ? styles.compact : ''}`}>
      {icon ? (
        <span className={styles.emptyIcon} aria-hidden>
          {icon}
        </span>
      ) : null}
      <p className={styles.emptyTitle}>{title}</p>
      {description ? <p className={styles.emptyText}>{description}</p> : null}
      {action ? <div className={styles.emptyAction}>{action}</div> : null}
    </div>
  );
}
