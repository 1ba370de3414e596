import { PartyPopper } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { closeAuthDialog, openAuthDialog } from '../auth-dialog-store';
import styles from './auth.module.css';
import { StatusHeader } from './status-header';

/** After the email is verified: You are In! → Get Started! opens the login dialog. */
export function YouAreInDialog({ email }: { email?: string }) {
  return (
    <Dialog open onOpenChange={(open) => !open && closeAuthDialog()} title="You are In!" hideTitle size="sm">
      <div className={styles.center}>
        <StatusHeader icon={<PartyPopper size={26} />} title="You are In!" tone="success" />
        <p className={styles.lead}>
          Your email is verified and your account is ready. Log in to start creating and accepting bounties.
        </p>
      </div>
      <Button block size="lg" onClick={() => openAuthDialog('login', email ? { email } : {})}>
        Get Started!
      </Button>
    </Dialog>
  );
}
