import { LIMITS, MSG } from '@crowns/contracts';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { OtpInput } from '../../../ui/otp-input';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { closeAuthDialog } from '../auth-dialog-store';
import { useCountdown } from '../hooks/use-countdown';
import { completeLogin, toastError } from '../post-login';
import styles from './auth.module.css';
import { StatusHeader } from './status-header';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * Admin two-factor (spec 01 §4): 200 stores the tokens and role and lands on /admin/dashboard; any other outcome
 * closes the dialog with the server's message. Resend stays hidden for 60 s and replaces the challenge token.
 */
export function OtpDialog({ token: initialToken, email }: { token: string; email?: string }) {
  const [token, setToken] = useState(initialToken);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState<'confirm' | 'resend' | null>(null);
  const countdown = useCountdown(LIMITS.otpResendSeconds);
  const complete = /^\d{6}$/.test(otp);

  const onConfirm = async (e: FormEvent) => {
    e.preventDefault();
    if (!complete || busy) return;
    setBusy('confirm');
    try {
      const res = await verifyOtp({ token, otp });
      closeAuthDialog();
      completeLogin({ ...res.tokens, userId: String(res.tokens.userId), role: res.role });
    } catch (error) {
      closeAuthDialog();
      toastError(error);
    }
  };

  const onResend = async () => {
    setBusy('resend');
    try {
      const res = await resendOtp(token);
      setToken(res.token);
      setOtp('');
      countdown.restart();
      toast.success(res.message || MSG.otpSent);
    } catch (error) {
      toastError(error);
    }
    setBusy(null);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && closeAuthDialog()} title="Verify with OTP" hideTitle size="sm">
      <form className={styles.form} onSubmit={onConfirm} noValidate>
        <div className={styles.center}>
          <StatusHeader icon={<ShieldCheck size={26} />} title="Verify with OTP" />
          <p className={styles.lead}>
            Enter the 6-digit code we sent to {email ? <span className={styles.email}>{email}</span> : 'your email'}.
          </p>
        </div>
        <OtpInput label="One-time code" value={otp} onChange={setOtp} autoFocus disabled={busy === 'confirm'} />
        <p className={styles.small} style={{ textAlign: 'center' }} aria-live="polite">
          {countdown.done ? (
            <button type="button" className={styles.link} onClick={onResend} disabled={busy !== null}>
              {busy === 'resend' ? 'Sending...' : 'Resend OTP'}
            </button>
          ) : (
            <>
              You can request a new code in <span className="tabular">{clock(countdown.left)}</span>
            </>
          )}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={closeAuthDialog} disabled={busy === 'confirm'}>
            Cancel
          </Button>
          <Button type="submit" disabled={!complete} loading={busy === 'confirm'}>
            {busy === 'confirm' ? 'Confirming...' : 'Confirm'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
