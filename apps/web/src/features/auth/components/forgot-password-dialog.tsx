import { forgotPasswordBody, MSG } from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Input } from '../../../ui/field';
import { forgotPassword } from '../api/forgot-password';
import { closeAuthDialog, openAuthDialog } from '../auth-dialog-store';
import { toastError } from '../post-login';
import styles from './auth.module.css';
import { StatusHeader } from './status-header';

type Values = z.output<typeof forgotPasswordBody>;

/** Reset Your Password → Email Sent! (spec 01 §4 forgot password). */
export function ForgotPasswordDialog({ email = '', sentMessage }: { email?: string; sentMessage?: string }) {
  const [sent, setSent] = useState<string | null>(sentMessage ?? null);
  const form = useForm<z.input<typeof forgotPasswordBody>, unknown, Values>({
    resolver: zodResolver(forgotPasswordBody),
    mode: 'onTouched',
    defaultValues: { email },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const res = await forgotPassword(email);
      setSent(res.message || MSG.resetLinkSent);
    } catch (error) {
      if (error instanceof ApiError && error.message.trim() === MSG.emailNotVerified) {
        return openAuthDialog('emailNotVerified', { email });
      }
      toastError(error);
    }
  });

  const close = (open: boolean) => !open && closeAuthDialog();

  if (sent !== null) {
    return (
      <Dialog open onOpenChange={close} title={MSG.emailSent} hideTitle size="sm">
        <div className={styles.center}>
          <StatusHeader icon={<MailCheck size={26} />} title={MSG.emailSent} tone="success" />
          <p className={styles.lead}>{sent}</p>
          <p className={styles.small}>
            The link works once and expires soon. Check your spam folder if it does not arrive.
          </p>
        </div>
        <Button block onClick={() => openAuthDialog('login')}>
          Back to Log In
        </Button>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={close}
      title="Reset Your Password"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
      size="sm"
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => openAuthDialog('login')}>
            Back
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
