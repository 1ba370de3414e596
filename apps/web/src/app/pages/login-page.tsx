import { MSG } from '@crowns/contracts';
import { LogIn, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { Button } from '../../ui';
import { openAuthDialog } from '../shell/auth-bridge';
import styles from './page.module.css';

/**
 * /login: the target after a suspension (spec 01 §4). Opens the login dialog. The suspension notice shows when the
 * redirect says so (`?reason=suspended` or navigation state `{ reason: 'suspended' }`).
 */
export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const state = useLocation().state as { reason?: string } | null;
  const suspended = params.get('reason') === 'suspended' || state?.reason === 'suspended';

  useEffect(() => {
    if (!session) openAuthDialog('login');
  }, [session]);

  if (session) return <Navigate to="/" replace />;

  return (
    <section className={styles.placeholder} aria-labelledby="page-title">
      <span className={styles.placeholderIcon} aria-hidden>
        {suspended ? <ShieldAlert size={30} /> : <LogIn size={30} />}
      </span>
      <h1 id="page-title" className={styles.title}>
        {suspended ? 'Account suspended' : 'Log in to Crowns'}
      </h1>
      <p className={styles.lead} role={suspended ? 'alert' : undefined}>
        {suspended
          ? MSG.suspendedNotice
          : 'Log in to create and claim bounties, join challenges and manage your wallet.'}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => openAuthDialog('login')}>Log In</Button>
        <Button variant="secondary" onClick={() => openAuthDialog('signup')}>
          Sign Up
        </Button>
      </div>
    </section>
  );
}
