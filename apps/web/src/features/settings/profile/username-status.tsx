import { CircleCheck } from 'lucide-react';
import styles from '../settings.module.css';
import type { UsernameCheck } from './use-username-check';

/** Under the username field: the live check's state, else where the profile lives (a taken name is its error). */
export function UsernameStatus({ check, handle }: { check: UsernameCheck; handle: string }) {
  if (check.state === 'checking') return <span aria-live="polite">Checking availability...</span>;
  if (check.state === 'available')
    return (
      <span className={styles.available} aria-live="polite">
        <CircleCheck size={14} aria-hidden /> {check.message}
      </span>
    );
  return <span>Your profile lives at /@{handle || 'username'}. Letters, digits and _ only.</span>;
}
