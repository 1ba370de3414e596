import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { navigateTo } from '../../../lib/api';
import { withConfirmedPassword } from '../../../lib/password-confirm';
import { Button } from '../../../ui/button';
import { NewPasswordFields } from '../../../ui/form/new-password-fields';
import { resetPassword } from '../api/reset-password';
import { openAuthDialog } from '../auth-dialog-store';
import styles from '../components/auth.module.css';
import { toastError } from '../post-login';

export { PASSWORDS_DIFFER } from '../../../lib/password-confirm';

const schema = withConfirmedPassword({});
type Values = z.infer<typeof schema>;

/** /reset-password?token=… — the page the mailed reset link opens. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const res = await resetPassword({ token, password });
      toast.success(res.message);
      navigateTo('/');
      openAuthDialog('login');
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <span className={styles.icon} aria-hidden>
          <KeyRound size={26} />
        </span>
        <h1 id="reset-title" className={styles.cardTitle}>
          Choose a new password
        </h1>
        {token ? (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <NewPasswordFields form={form} />
            <Button type="submit" block size="lg" loading={isSubmitting}>
              {isSubmitting ? 'Submitting...' : 'Reset Password'}
            </Button>
          </form>
        ) : (
          <>
            <p className={styles.lead}>This reset link is invalid or has expired.</p>
            <Button block onClick={() => openAuthDialog('forgotPassword')}>
              Request a new link
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
