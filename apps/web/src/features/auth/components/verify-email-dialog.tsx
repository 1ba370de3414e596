import { LIMITS, MSG } from '@crowns/contracts';
import { MailOpen } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { OtpInput } from '../../../ui/otp-input';
import { resendEmail } from '../api/resend-email';
import { verifyEmail } from '../api/verify-email';
import { openAuthDialog } from '../auth-dialog-store';
import { finishVerification, ticketFor } from '../finish-verification';
import { useCountdown } from '../hooks/use-countdown';
import { toastError } from '../post-login';
import styles from './auth.module.css';
import { StatusHeader } from './status-header';

/**
 * After signup: the mail holds a link and a 6-digit code. Either verifies; the code is checked here. Closing this
 * dialog shows the login modal (spec 01 §4: a 201 leads to login).
 */
export function VerifyEmailDialog({ email }: { email: string }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const countdown = useCountdown(LIMITS.emailCodeResendSeconds);
  const complete = /^\d{6}$/.test(code);

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    if (!complete || busy) return;
    setBusy('verify');
    try {
      finishVerification(await verifyEmail({ email, code, signupTicket: ticketFor(email) }), email);
    } catch (error) {
      toastError(error);
      setBusy(null);
    }
  };

  const onResend = async () => {
    setBusy('resend');
    try {
      const res = await resendEmail(email);
      toast.success(res.message || MSG.verificationSent);
      setCode('');
      countdown.restart();
    } catch (error) {
      toastError(error);
    }
    setBusy(null);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && openAuthDialog('login', { email })}
      title="Verify your email"
      hideTitle
      size="sm"
    >
      <form className={styles.form} onSubmit={onVerify} noValidate>
        <div className={styles.center}>
          <StatusHeader icon={<MailOpen size={26} />} title="Verify your email" />
          <p className={styles.lead}>Link sent to the email address you registered with.</p>
          <p className={styles.small}>
            Open the link in the email sent to <span className={styles.email}>{email}</span>, or enter the 6-digit code
            from it below.
          </p>
        </div>
        <OtpInput label="Verification code" value={code} onChange={setCode} autoFocus />
        <p className={styles.small} style={{ textAlign: 'center' }} aria-live="polite">
          {countdown.done ? (
            <button type="button" className={styles.link} onClick={onResend} disabled={busy !== null}>
              {busy === 'resend' ? 'Sending...' : 'Resend code'}
            </button>
          ) : (
            <>
              Resend code: <span className="tabular">{`Available in ${countdown.left} seconds`}</span>
            </>
          )}
        </p>
        <Button type="submit" block size="lg" disabled={!complete} loading={busy === 'verify'}>
          {busy === 'verify' ? 'Verifying...' : 'Verify Email'}
        </Button>
      </form>
    </Dialog>
  );
}
