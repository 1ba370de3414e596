import { emailSchema, MSG } from '@crowns/contracts';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { navigateTo } from '../../../lib/api';
import { oncePerKey } from '../../../lib/once-per-key';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { resendEmail } from '../api/resend-email';
import { verifyEmail } from '../api/verify-email';
import { openAuthDialog } from '../auth-dialog-store';
import styles from '../components/auth.module.css';
import { finishVerification, ticketFor } from '../finish-verification';
import { errorText, toastError } from '../post-login';

type State =
  | { status: 'pending' }
  /** `to`: signed in by the verification, Get Started! goes there. */
  | { status: 'done'; message: string; to: string | null }
  | { status: 'failed'; message: string };

/** A link token is single-use: one request per token, even when React mounts the page twice. */
const verifyOnce = oncePerKey((token) => verifyEmail({ token, signupTicket: ticketFor() }));

/** /verify-email?token=… — the page the mailed verification link opens. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(() =>
    token ? { status: 'pending' } : { status: 'failed', message: MSG.invalidVerifyLink },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifyOnce(token).then(
      (res) => {
        if (!live) return;
        setState({ status: 'done', message: res.message || MSG.verified, to: finishVerification(res) });
      },
      (error) => live && setState({ status: 'failed', message: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="verify-title" aria-busy={state.status === 'pending'}>
        <h1 id="verify-title" className={styles.cardTitle}>
          Email verification
        </h1>
        {state.status === 'pending' ? (
          <div className={styles.center}>
            <Spinner size={32} label="Verifying your email" />
            <p className={styles.lead}>Verifying your email...</p>
          </div>
        ) : state.status === 'done' ? (
          <div className={styles.center}>
            <span className={`${styles.icon} ${styles.iconSuccess}`} aria-hidden>
              <CircleCheck size={26} />
            </span>
            <p className={styles.lead}>{state.message}</p>
            {state.to !== null ? (
              <Button block onClick={() => navigateTo(state.to ?? '/')}>
                Get Started!
              </Button>
            ) : (
              <Button block onClick={() => openAuthDialog('login')}>
                Log In
              </Button>
            )}
          </div>
        ) : (
          <VerifyFailed message={state.message} />
        )}
      </section>
    </div>
  );
}

function VerifyFailed({ message }: { message: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const onResend = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setSending(true);
    try {
      const res = await resendEmail(parsed.data);
      toast.success(res.message || MSG.verificationSent);
    } catch (err) {
      toastError(err);
    }
    setSending(false);
  };

  return (
    <form className={styles.form} onSubmit={onResend} noValidate>
      <div className={styles.center}>
        <span className={`${styles.icon} ${styles.iconWarning}`} aria-hidden>
          <CircleAlert size={26} />
        </span>
        <p className={styles.lead} role="alert">
          {message}
        </p>
        <p className={styles.small}>
          Enter your email to get a new verification link, or log in if you are already verified.
        </p>
      </div>
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => openAuthDialog('login')}>
          Log In
        </Button>
        <Button type="submit" loading={sending}>
          {sending ? 'Sending...' : 'Resend Verification Email'}
        </Button>
      </div>
    </form>
  );
}
