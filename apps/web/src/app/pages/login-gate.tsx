import { LockKeyhole } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { getSession } from '../../lib/session';
import { storage } from '../../lib/storage';
import { Button, buttonClass } from '../../ui';
import { openAuthDialog } from '../shell/auth-bridge';
import styles from './page.module.css';

/**
 * What a logged-out visitor sees on a page that needs an account: the login dialog opens over it, and the page is
 * kept as the return route (spec 01 §3 returnUrl), so logging in lands them where they were going.
 */
export function LoginGate() {
  const { pathname, search, hash } = useLocation();
  const target = `${pathname}${search}${hash}`;

  useEffect(() => {
    storage.set('returnUrl', target);
    openAuthDialog('login');
    return () => {
      // Left without logging in: a later login from elsewhere must not jump back here.
      if (!getSession() && storage.get('returnUrl') === target) storage.remove('returnUrl');
    };
  }, [target]);

  return (
    <section className={styles.placeholder} aria-labelledby="page-title">
      <span className={styles.placeholderIcon} aria-hidden>
        <LockKeyhole size={30} />
      </span>
      <h1 id="page-title" className={styles.title}>
        Log in to continue
      </h1>
      <p className={styles.lead}>This page needs an account. Log in or sign up, and we will bring you right back.</p>
      <div className={styles.actions}>
        <Button onClick={() => openAuthDialog('login')}>Log In</Button>
        <Button variant="secondary" onClick={() => openAuthDialog('signup')}>
          Sign Up
        </Button>
        <Link to="/" className={buttonClass({ variant: 'ghost' })}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
