import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { closeAuthDialog, openAuthDialog } from '../auth-dialog-store';
import { useDob } from '../hooks/use-dob';
import { submitRegistration } from '../submit-registration';
import { AccountFields, type AccountInput, type AccountValues, accountSchema } from './account-fields';
import styles from './auth.module.css';
import { DobFields } from './dob-fields';
import { SocialButtons } from './social-buttons';

/** Standalone one-page signup shown when a visitor tries something that needs an account. */
export function SignupToContinueDialog() {
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<AccountInput, unknown, AccountValues>({
    resolver: zodResolver(accountSchema),
    mode: 'onTouched',
    defaultValues: { email: '', username: '', password: '' },
  });
  const dob = useDob();

  const onSubmit = async (event: FormEvent) => {
    dob.reveal();
    await form.handleSubmit(async (values) => {
      if (!dob.birthdate || submitting) return;
      setSubmitting(true);
      const ok = await submitRegistration({ ...values, birthdate: dob.birthdate }, (field, message) => {
        if (field !== 'birthdate') form.setError(field, { message });
      });
      if (!ok) setSubmitting(false);
    })(event);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && closeAuthDialog()}
      title="Signup to Continue"
      description="Create your free account to join bounties and challenges."
      size="md"
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <AccountFields form={form} show={['email', 'username']} />
        <DobFields dob={dob} />
        <AccountFields form={form} show={['password']} />
        <Button type="submit" block size="lg" loading={submitting}>
          {submitting ? 'Submitting...' : 'Sign Up'}
        </Button>
      </form>
      <div className={styles.divider}>or</div>
      <SocialButtons verb="Sign up" />
      <p className={styles.legal}>
        By signing up you agree to the{' '}
        <a href="/terms-of-use" target="_blank" rel="noopener noreferrer">
          Terms of Use
        </a>
        .
      </p>
      <p className={styles.small} style={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <button type="button" className={styles.link} onClick={() => openAuthDialog('login')}>
          Log In
        </button>
      </p>
    </Dialog>
  );
}
