import { SETTINGS_MSG } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/action-error';
import { openLogin } from '../../../lib/app-actions';
import { currentUserKey } from '../../../lib/current-user';
import { oncePerKey } from '../../../lib/once-per-key';
import { useSession } from '../../../lib/session';
import { Button, buttonClass } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { confirmEmailChange } from '../api/account';
import { settingsKeys } from '../query-keys';
import styles from '../settings.module.css';

type State = { status: 'pending' } | { status: 'done' | 'failed'; message: string };

const confirmOnce = oncePerKey(confirmEmailChange);

/** /settings/confirm-email?token=…: the page the email-change mail opens, on any device, signed in or not. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const client = useQueryClient();
  const [state, setState] = useState<State>(() =>
    token ? { status: 'pending' } : { status: 'failed', message: SETTINGS_MSG.emailChangeInvalid },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    confirmOnce(token).then(
      (answer) => {
        void client.invalidateQueries({ queryKey: settingsKeys.all });
        void client.invalidateQueries({ queryKey: currentUserKey });
        if (live) setState({ status: 'done', message: answer.message || SETTINGS_MSG.emailChanged });
      },
      (error) => live && setState({ status: 'failed', message: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [token, client]);

  return (
    <div className={styles.resultPage}>
      <section
        className={styles.resultCard}
        aria-labelledby="confirm-email-title"
        aria-busy={state.status === 'pending'}
      >
        <h1 id="confirm-email-title" className={styles.resultTitle}>
          Confirm your new email
        </h1>
        {state.status === 'pending' ? (
          <>
            <Spinner size={32} label="Confirming your new email" />
            <p className={styles.resultText}>Confirming your new email...</p>
          </>
        ) : (
          <>
            <span
              className={`${styles.resultIcon} ${state.status === 'done' ? styles.resultOk : styles.resultFailed}`}
              aria-hidden
            >
              {state.status === 'done' ? <CircleCheck size={26} /> : <CircleAlert size={26} />}
            </span>
            <p className={styles.resultText} role={state.status === 'failed' ? 'alert' : 'status'}>
              {state.message}
            </p>
            {session ? (
              <Link to="/settings/profile?section=account" className={buttonClass({ block: true })}>
                Go to settings
              </Link>
            ) : (
              <Button block onClick={openLogin}>
                Log In
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
