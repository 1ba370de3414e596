import type { ReactNode } from 'react';
import styles from './auth.module.css';

const TONES = { brand: '', success: styles.iconSuccess, warning: styles.iconWarning };

/**
 * Icon and centred heading of a status dialog. The dialog keeps its (visually hidden) title for screen readers, so
 * this visible copy is hidden from them.
 */
export function StatusHeader({
  icon,
  title,
  tone = 'brand',
}: {
  icon: ReactNode;
  title: string;
  tone?: keyof typeof TONES;
}) {
  return (
    <>
      <span className={`${styles.icon} ${TONES[tone]}`} aria-hidden>
        {icon}
      </span>
      <p className={styles.statusTitle} aria-hidden>
        {title}
      </p>
    </>
  );
}
