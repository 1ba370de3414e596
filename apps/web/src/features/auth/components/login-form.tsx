import { loginBody, MSG } from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/field';
import { PasswordInput } from '../../../ui/password-input';
import { isAdminLogin, login, sessionOf } from '../api/login';
import { closeAuthDialog, openAuthDialog } from '../auth-dialog-store';
import { completeLogin, toastError } from '../post-login';
import styles from './auth.module.css';

type LoginInput = z.input<typeof loginBody>;
type LoginValues = z.output<typeof loginBody>;

/** Spec 01 §4 login: tokens → 'LoggedIn Successfully'; userTier → admin one-time code; unverified → resend modal. */
export function LoginForm({ email = '' }: { email?: string }) {
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginBody),
    mode: 'onTouched',
    defaultValues: { email, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await login(values);
      if (isAdminLogin(res)) return openAuthDialog('otp', { token: res.token, email: values.email });
      closeAuthDialog();
      completeLogin(sessionOf(res.user));
    } catch (error) {
      if (error instanceof ApiError && error.message === MSG.emailNotVerifiedLogin) {
        return openAuthDialog('emailNotVerified', { email: values.email });
      }
      if (error instanceof ApiError && error.message === MSG.suspended) return void toast.error(MSG.suspendedNotice);
      toastError(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        placeholder="Your password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className={styles.end}>
        <button
          type="button"
          className={styles.link}
          onClick={() => openAuthDialog('forgotPassword', { email: form.getValues('email') })}
        >
          Forgot password?
        </button>
      </div>
      <Button type="submit" block size="lg" loading={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Log In'}
      </Button>
    </form>
  );
}
