import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { toastActionError } from '../../../lib/action-error';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { logoutAll } from '../api/account';
import styles from '../settings.module.css';
import { leaveSession } from './leave-session';

/** Ends every session, this one included, after a confirmation; then /login. */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await logoutAll();
      leaveSession('signed-out-everywhere');
    } catch (error) {
      setBusy(false);
      toastActionError(error);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="settings-sessions">
      <div className={styles.rowCard}>
        <div>
          <h2 id="settings-sessions" className={styles.cardTitle}>
            Sign out of all devices
          </h2>
          <p className={styles.cardLead}>Ends every session: phones, other browsers and this one.</p>
        </div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <LogOut size={16} aria-hidden /> Sign out everywhere
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Sign out of all devices?"
        description="You will need your password to log in again on every device, this one included."
        size="sm"
        footer={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button loading={busy} onClick={confirm}>
              {busy ? 'Signing out...' : 'Sign out everywhere'}
            </Button>
          </>
        }
      >
        <p className={styles.dialogText}>Anything you were doing in other tabs stops there too.</p>
      </Dialog>
    </section>
  );
}
