import styles from './media-card.module.css';
import { Skeleton } from './skeleton';

/** The loading shape of a media card (bounty, challenge). */
export function CardSkeleton() {
  return (
    <div className={styles.card} aria-hidden data-testid="card-skeleton">
      <Skeleton height="auto" radius={0} className={styles.skeletonThumb} />
      <div className={styles.body}>
        <Skeleton width="55%" height={14} />
        <Skeleton width="90%" height={18} />
        <Skeleton width="70%" height={14} />
      </div>
    </div>
  );
}
