import styles from './feedback.module.css';

/** An indeterminate progress indicator with an accessible label. */
export function Spinner({ size = 20, label = 'Loading' }: { size?: number; label?: string }) {
  return (
    <span role="status" className={styles.spinnerWrap}>
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}
