import { Skeleton } from '../../../ui';
import styles from './profile.module.css';

/** The profile's shape while it loads. */
export function ProfileSkeleton() {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label="Loading profile">
      <div className={styles.header}>
        <div className={styles.banner} />
        <div className={styles.identity}>
          <Skeleton circle width={96} height={96} />
          <div className={styles.names}>
            <Skeleton height={24} width={200} />
            <Skeleton height={14} width={120} />
          </div>
        </div>
        <Skeleton height={14} width="60%" />
      </div>
      <Skeleton height={40} width={360} />
      <div className={styles.stats}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={56} radius={8} />
        ))}
      </div>
    </div>
  );
}
