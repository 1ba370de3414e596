import type { ReactNode } from 'react';
import { Skeleton } from '../../../ui/skeleton';
import styles from './withdraw.module.css';

/** A step's heading. */
export function StepHead({ title }: { title: string }) {
  return <h3 className={styles.stepTitle}>{title}</h3>;
}

export type Tone = 'info' | 'warning' | 'danger' | 'success';

/** A message of the flow (the contract's text); warnings and errors are announced. */
export function FlowMessage({ tone, children }: { tone: Tone; children: ReactNode }) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <p className={`${styles.message} ${styles[tone]}`} role={urgent ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

export function StepLoading({ label }: { label: string }) {
  return (
    <div className={styles.flow} aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <Skeleton height={20} width={180} />
      <Skeleton height={44} radius={8} />
      <Skeleton height={92} radius={8} />
    </div>
  );
}

export function StepActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
