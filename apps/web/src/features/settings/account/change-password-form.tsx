import { SETTINGS_MSG } from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { toastActionError } from '../../../lib/action-error';
import { withConfirmedPassword } from '../../../lib/password-confirm';
import { Button } from '../../../ui/button';
import { NewPasswordFields } from '../../../ui/form/new-password-fields';
import { PasswordInput } from '../../../ui/password-input';
import { changePassword } from '../api/account';
import { erroredField } from '../api/field-errors';
import styles from '../settings.module.css';

const schema = withConfirmedPassword({
  currentPassword: z.string().min(1, SETTINGS_MSG.currentPasswordRequired),
});
type Values = z.infer<typeof schema>;
const EMPTY: Values = { currentPassword: '', password: '', confirm: '' };

/** Current password, then the new one twice (spec 01 §5 rules). Other devices are signed out by the server. */
export function ChangePasswordForm() {
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      const answer = await changePassword({ currentPassword, newPassword: password });
      form.reset(EMPTY);
      toast.success(answer.message);
    } catch (error) {
      const field = erroredField(error, ['currentPassword', 'newPassword'] as const, {
        [SETTINGS_MSG.currentPasswordWrong]: 'currentPassword',
        [SETTINGS_MSG.passwordSame]: 'newPassword',
      });
      if (field && error instanceof Error) {
        form.setError(field === 'newPassword' ? 'password' : field, { message: error.message }, { shouldFocus: true });
      } else toastActionError(error);
    }
  });

  return (
    <section className={styles.card} aria-labelledby="settings-password">
      <div>
        <h2 id="settings-password" className={styles.cardTitle}>
          Change password
        </h2>
        <p className={styles.cardLead}>Your other devices are signed out when the password changes.</p>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <div className={styles.twoCols}>
          <NewPasswordFields form={form} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Change password'}
          </Button>
        </div>
      </form>
    </section>
  );
}
