import styles from './progress.module.css';

/** A determinate progress bar with its percentage (UI.md: long work such as checkout or uploads). */
export function ProgressBar({ value, label, detail }: { value: number; label: string; detail?: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={styles.wrap}>
      <div className={styles.head}>
        <span className={styles.detail}>{detail ?? label}</span>
        <span className={`${styles.pct} tabular`} aria-hidden>
          {pct}%
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={detail ? `${pct}% – ${detail}` : `${pct}%`}
      >
        <span className={styles.bar} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
