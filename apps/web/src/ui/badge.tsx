import type { ReactNode } from 'react';
import styles from './badge.module.css';

type Tone = 'neutral' | 'brand' | 'live' | 'success' | 'warning' | 'danger';

/** A small status label. Status is always spelled out, never conveyed by colour alone. */
export function Badge({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode;
  tone?: Tone;
  className?: string;
}) {
  return <span className={`${styles.badge} ${styles[tone]} ${className ?? ''}`}>{children}</span>;
}

/** The LIVE marker of a streaming user. */
export function LiveBadge({ className }: { className?: string }) {
  return (
    <Badge tone="live" className={className}>
      LIVE
    </Badge>
  );
}
