import { PartyPopper } from 'lucide-react';
import { navigateTo } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { closeAuthDialog, openAuthDialog } from '../auth-dialog-store';
import styles from './auth.module.css';
import { StatusHeader } from './status-header';

type Props = {
  email?: string;
  /** The verification signed this browser in: Get Started! goes to `to` (where the person signed up). */
  signedIn?: boolean;
  to?: string;
};

/** After the email is verified: You are In! → Get Started! goes back to where it started, or to the login form. */
export function YouAreInDialog({ email, signedIn, to = '/' }: Props) {
  const getStarted = () => {
    if (!signedIn) return openAuthDialog('login', email ? { email } : {});
    closeAuthDialog();
    navigateTo(to);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && closeAuthDialog()} title="You are In!" hideTitle size="sm">
      <div className={styles.center}>
        <StatusHeader icon={<PartyPopper size={26} />} title="You are In!" tone="success" />
        <p className={styles.lead}>
          {signedIn
            ? 'Your email is verified and you are logged in. Start creating and accepting bounties.'
            : 'Your email is verified and your account is ready. Log in to start creating and accepting bounties.'}
        </p>
      </div>
      <Button block size="lg" onClick={getStarted}>
        Get Started!
      </Button>
    </Dialog>
  );
}
