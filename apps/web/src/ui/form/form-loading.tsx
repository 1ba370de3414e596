import { Skeleton } from '../skeleton';
import styles from './create-form.module.css';

/** A create form's place while the rate (cc_per_usd) loads. */
export function FormLoading() {
  return (
    <div className={styles.layout} aria-busy="true">
      <span className="sr-only" role="status">
        Loading
      </span>
      <Skeleton height={520} radius={12} />
    </div>
  );
}
