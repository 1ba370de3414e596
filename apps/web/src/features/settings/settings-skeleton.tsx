import { Skeleton } from '../../ui/skeleton';
import styles from './settings.module.css';

/** Two cards of field-shaped placeholders while the settings load. */
export function SettingsSkeleton() {
  return (
    <div className={styles.sections} aria-busy="true">
      <span className="sr-only" role="status">
        Loading your settings
      </span>
      {[0, 1].map((card) => (
        <div key={card} className={styles.card}>
          <Skeleton width={180} height={20} />
          {card === 0 ? <Skeleton height={120} radius={12} /> : null}
          {[0, 1, 2].map((row) => (
            <div key={row} className={styles.skeletonField}>
              <Skeleton width={100} height={12} />
              <Skeleton height={40} radius={8} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
