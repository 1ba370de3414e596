import type { ReportTarget } from '@crowns/contracts';
import { Link } from 'react-router';
import styles from './reports.module.css';

/** The reported thing's short preview, linked to where users see it; marked once it is gone. */
export function ReportTargetPreview({ target }: { target: ReportTarget }) {
  const text = target.preview ?? 'No longer available';
  return (
    <span className={styles.preview}>
      {target.link ? (
        <Link to={target.link} target="_blank" rel="noopener" className={styles.previewLink}>
          {text}
        </Link>
      ) : (
        <span className={styles.previewText}>{text}</span>
      )}
      {target.removed ? <span className={styles.removed}>Removed</span> : null}
    </span>
  );
}
