import { emailOnlyBody, MSG } from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailWarning } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { navigateTo } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Input } from '../../../ui/field';
import { resendEmail } from '../api/resend-email';
import { closeAuthDialog, openAuthDialog } from '../auth-dialog-store';
import { toastError } from '../post-login';
import styles from './auth.module.css';
import { StatusHeader } from './status-header';

/** Email not verified → Resend Verification Email; a 200 opens the login modal and goes to / (spec 01 §4). */
export function EmailNotVerifiedDialog({ email = '' }: { email?: string }) {
  const form = useForm<z.input<typeof emailOnlyBody>, unknown, z.output<typeof emailOnlyBody>>({
    resolver: zodResolver(emailOnlyBody),
    mode: 'onTouched',
    defaultValues: { email },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const res = await resendEmail(email);
      toast.success(res.message || MSG.verificationSent);
      openAuthDialog('login', { email });
      navigateTo('/');
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && closeAuthDialog()} title={MSG.emailNotVerified} hideTitle size="sm">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.center}>
          <StatusHeader icon={<MailWarning size={26} />} title={MSG.emailNotVerified} tone="warning" />
          <p className={styles.lead}>
            Please verify your email address before logging in.{' '}
            {email ? (
              <>
                We can send a new link and code to <span className={styles.email}>{email}</span>.
              </>
            ) : (
              'Enter your email and we will send a new link and code.'
            )}
          </p>
        </div>
        {email ? null : (
          <Input
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={errors.email?.message}
            {...form.register('email')}
          />
        )}
        <Button type="submit" block size="lg" loading={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Resend Verification Email'}
        </Button>
      </form>
    </Dialog>
  );
}
