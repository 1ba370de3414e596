import type { CSSProperties } from 'react';
import styles from './feedback.module.css';

/** A shimmering placeholder with the size of the content that is loading. */
export function Skeleton({
  width,
  height = 16,
  radius,
  circle,
  className,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number;
  circle?: boolean;
  className?: string;
}) {
  const style: CSSProperties = { width: width ?? '100%', height, borderRadius: circle ? '50%' : radius };
  return <span className={`${styles.skeleton} ${className ?? ''}`} style={style} aria-hidden />;
}
