import { MSG, SETTINGS_MSG } from '@crowns/contracts';
import { LogIn, LogOut, type LucideIcon, ShieldAlert, UserX } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { Button } from '../../ui';
import { openAuthDialog } from '../shell/auth-bridge';
import styles from './page.module.css';

type Notice = { icon: LucideIcon; title: string; text: string; role?: 'alert' | 'status' };

const LOG_IN: Notice = {
  icon: LogIn,
  title: 'Log in to Crowns',
  text: 'Log in to create and claim bounties, join challenges and manage your wallet.',
};
/** Why the visitor was sent here (`?reason=`): after a suspension, signing out everywhere, deleting the account. */
const NOTICES: Record<string, Notice> = {
  suspended: { icon: ShieldAlert, title: 'Account suspended', text: MSG.suspendedNotice, role: 'alert' },
  'signed-out-everywhere': {
    icon: LogOut,
    title: 'Signed out',
    text: SETTINGS_MSG.loggedOutEverywhere,
    role: 'status',
  },
  'account-deleted': { icon: UserX, title: 'Account deleted', text: SETTINGS_MSG.accountDeleted, role: 'status' },
};

/**
 * /login: the target after a suspension (spec 01 §4), signing out of all devices or deleting the account. Opens the
 * login dialog (not after a deletion). The notice follows the redirect's reason (`?reason=` or navigation state).
 */
export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const state = useLocation().state as { reason?: string } | null;
  const reason = params.get('reason') ?? state?.reason ?? '';
  const notice = NOTICES[reason] ?? LOG_IN;
  const deleted = reason === 'account-deleted';

  useEffect(() => {
    if (!session && !deleted) openAuthDialog('login');
  }, [session, deleted]);

  if (session) return <Navigate to="/" replace />;

  const Icon = notice.icon;
  return (
    <section className={styles.placeholder} aria-labelledby="page-title">
      <span className={styles.placeholderIcon} aria-hidden>
        <Icon size={30} />
      </span>
      <h1 id="page-title" className={styles.title}>
        {notice.title}
      </h1>
      <p className={styles.lead} role={notice.role}>
        {notice.text}
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
