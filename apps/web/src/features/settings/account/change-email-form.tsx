import { type Account, changeEmailBody, SETTINGS_MSG } from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toastActionError } from '../../../lib/action-error';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/field';
import { PasswordInput } from '../../../ui/password-input';
import { changeEmail } from '../api/account';
import { erroredField } from '../api/field-errors';
import { settingsKeys } from '../query-keys';
import styles from '../settings.module.css';

type FormInput = z.input<typeof changeEmailBody>;
type Values = z.output<typeof changeEmailBody>;

/**
 * A new address and the password: the server mails a confirmation link to the new address and nothing changes until
 * it is opened, so the form turns into a "check your inbox" note.
 */
export function ChangeEmailForm({ account }: { account: Account }) {
  const client = useQueryClient();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, Values>({
    resolver: zodResolver(changeEmailBody),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.email === account.email) {
      return form.setError('email', { message: SETTINGS_MSG.emailSame }, { shouldFocus: true });
    }
    try {
      const answer = await changeEmail(values);
      form.reset({ email: '', password: '' });
      setSent(answer.message);
      void client.invalidateQueries({ queryKey: settingsKeys.settings() });
    } catch (error) {
      const field = erroredField(error, ['email', 'password'] as const, {
        [SETTINGS_MSG.currentPasswordWrong]: 'password',
        [SETTINGS_MSG.emailSame]: 'email',
      });
      if (field && error instanceof Error) form.setError(field, { message: error.message }, { shouldFocus: true });
      else toastActionError(error);
    }
  });

  return (
    <section className={styles.card} aria-labelledby="settings-email">
      <div>
        <h2 id="settings-email" className={styles.cardTitle}>
          Change email
        </h2>
        <p className={styles.cardLead}>
          You sign in with <strong className={styles.strong}>{account.email}</strong>.
        </p>
      </div>
      {sent ? (
        <div className={styles.notice} role="status">
          <MailCheck size={20} aria-hidden />
          <div>
            <p className={styles.noticeTitle}>Check your inbox</p>
            <p className={styles.noticeText}>{sent}</p>
            <Button size="sm" variant="secondary" onClick={() => setSent(null)}>
              Use a different address
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {account.pendingEmail ? (
            <p className={styles.hint}>
              Waiting for confirmation of <strong className={styles.strong}>{account.pendingEmail}</strong>: open the
              link we mailed there, or ask for a new one below.
            </p>
          ) : null}
          <div className={styles.twoCols}>
            <Input
              label="New email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send confirmation link'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
