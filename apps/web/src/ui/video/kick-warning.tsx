import { ShieldAlert } from 'lucide-react';
import { Button } from '../button';
import styles from './player.module.css';

/** Shown before Kick content (spec 02 §2): Continue dismisses it, Back closes the viewer. */
export function KickWarning({ onContinue, onBack }: { onContinue: () => void; onBack: () => void }) {
  return (
    <div
      className={styles.warning}
      role="alertdialog"
      aria-labelledby="kick-warning-title"
      aria-describedby="kick-warning-text"
    >
      <ShieldAlert size={32} className={styles.warningIcon} aria-hidden />
      <h3 id="kick-warning-title">Just One Second...</h3>
      <p id="kick-warning-text">
        This video is hosted on Kick. Kick content may not follow the content guidelines of other platforms. Continue
        only if you are comfortable watching it.
      </p>
      <div className={styles.warningActions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onContinue}>Continue</Button>
      </div>
    </div>
  );
}
