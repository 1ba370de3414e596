import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../ui';
import styles from './admin.module.css';

/** One real number from the API, linking to where it can be acted on. */
export function StatCard({
  label,
  icon: Icon,
  query,
  to,
}: {
  label: string;
  icon: LucideIcon;
  query: UseQueryResult<number>;
  to: string;
}) {
  let value: ReactNode;
  if (query.data !== undefined) value = <span className={styles.statValue}>{query.data.toLocaleString()}</span>;
  else if (query.isError) value = <span className={styles.statError}>Could not load</span>;
  else value = <Skeleton width={56} height={31} />;
  return (
    <Link to={to} className={styles.stat} aria-busy={query.isPending || undefined}>
      <span className={styles.statLabel}>
        <Icon size={14} aria-hidden />
        {label}
      </span>
      {value}
    </Link>
  );
}
