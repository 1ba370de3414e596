import { SETTINGS_MSG } from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toastActionError } from '../../../lib/action-error';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { PasswordInput } from '../../../ui/password-input';
import { deleteAccount } from '../api/account';
import { erroredField } from '../api/field-errors';
import styles from '../settings.module.css';
import { DELETE_CONSEQUENCES } from './delete-consequences';
import { leaveSession } from './leave-session';

const schema = z.object({ password: z.string().min(1, SETTINGS_MSG.currentPasswordRequired) });
type Values = z.infer<typeof schema>;

/** The danger zone: what deletion does, then a dialog confirming it with the password; then signed out. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await deleteAccount(password);
      leaveSession('account-deleted');
    } catch (error) {
      const field = erroredField(error, ['password'] as const, { [SETTINGS_MSG.currentPasswordWrong]: 'password' });
      if (field && error instanceof Error) form.setError('password', { message: error.message }, { shouldFocus: true });
      else toastActionError(error);
    }
  });
  const close = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) form.reset();
  };

  return (
    <section className={`${styles.card} ${styles.danger}`} aria-labelledby="settings-delete">
      <div>
        <h2 id="settings-delete" className={styles.cardTitle}>
          <TriangleAlert size={18} aria-hidden /> Delete account
        </h2>
        <p className={styles.cardLead}>Deleting your account cannot be undone. When you delete it:</p>
      </div>
      <ul className={styles.consequences}>
        {DELETE_CONSEQUENCES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={close}
        title="Delete your account?"
        description="This cannot be undone. Enter your password to confirm."
        size="sm"
        footer={
          <>
            <Button variant="secondary" disabled={isSubmitting} onClick={() => close(false)}>
              Cancel
            </Button>
            <Button variant="danger" type="submit" form="delete-account-form" loading={isSubmitting}>
              {isSubmitting ? 'Deleting...' : 'Delete account'}
            </Button>
          </>
        }
      >
        <form id="delete-account-form" onSubmit={onSubmit} noValidate>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
        </form>
      </Dialog>
    </section>
  );
}
