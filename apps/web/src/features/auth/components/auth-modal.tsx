import { Dialog } from '../../../ui/dialog';
import { Tabs } from '../../../ui/tabs';
import { closeAuthDialog, openAuthDialog } from '../auth-dialog-store';
import styles from './auth-modal.module.css';
import { LoginForm } from './login-form';
import { MarketingPanel } from './marketing-panel';
import { SignupForm } from './signup-form';
import { SocialButtons, StreamerNote } from './social-buttons';

type Tab = 'login' | 'signup';

/** The Login and Signup modal: two tabs beside a marketing panel (spec 01 §2). */
export function AuthModal({ tab, email }: { tab: Tab; email?: string }) {
  const social = (
    <>
      <div className={styles.divider}>or</div>
      <SocialButtons verb={tab === 'login' ? 'Log in' : 'Sign up'} />
      <StreamerNote />
    </>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && closeAuthDialog()}
      title={tab === 'login' ? 'Log In' : 'Sign Up'}
      hideTitle
      size="xl"
      bare
    >
      <div className={styles.split}>
        <MarketingPanel />
        <div className={styles.main}>
          <Tabs
            label="Log in or sign up"
            value={tab}
            onValueChange={(value) => openAuthDialog(value as Tab, email ? { email } : {})}
            items={[
              {
                value: 'login',
                label: 'Log In',
                content: (
                  <div className={styles.tabBody}>
                    <LoginForm email={email} />
                    {social}
                  </div>
                ),
              },
              {
                value: 'signup',
                label: 'Sign Up',
                content: (
                  <div className={styles.tabBody}>
                    <SignupForm />
                    {social}
                    <p className={styles.legal}>
                      By signing up you agree to the{' '}
                      <a href="/terms-of-use" target="_blank" rel="noopener noreferrer">
                        Terms of Use
                      </a>
                      .
                    </p>
                  </div>
                ),
              },
            ]}
          />
        </div>
      </div>
    </Dialog>
  );
}
