import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../ui/button';
import { useDob } from '../hooks/use-dob';
import { submitRegistration } from '../submit-registration';
import { AccountFields, type AccountInput, type AccountValues, accountSchema } from './account-fields';
import styles from './auth.module.css';
import { DobFields } from './dob-fields';

/** Spec 01 §4: step 'signup' (email, username, password), then step 'dob', then register. */
export function SignupForm() {
  const [step, setStep] = useState<'signup' | 'dob'>('signup');
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<AccountInput, unknown, AccountValues>({
    resolver: zodResolver(accountSchema),
    mode: 'onTouched',
    defaultValues: { email: '', username: '', password: '' },
  });
  const dob = useDob();

  const onContinue = form.handleSubmit(() => setStep('dob'));

  const onRegister = async () => {
    dob.reveal();
    if (!dob.birthdate || submitting) return;
    const values = accountSchema.safeParse(form.getValues());
    if (!values.success) return setStep('signup');
    setSubmitting(true);
    await submitRegistration({ ...values.data, birthdate: dob.birthdate }, (field, message) => {
      if (field === 'birthdate') return;
      form.setError(field, { message });
      setStep('signup');
    });
    setSubmitting(false);
  };

  if (step === 'signup') {
    return (
      <form className={styles.form} onSubmit={onContinue} noValidate>
        <p className={styles.steps}>Step 1 of 2</p>
        <AccountFields form={form} />
        <Button type="submit" block size="lg">
          Continue
        </Button>
      </form>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        void onRegister();
      }}
      noValidate
    >
      <p className={styles.steps}>Step 2 of 2</p>
      <p className={styles.lead}>What is your date of birth? Crowns is for adults only.</p>
      <DobFields dob={dob} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setStep('signup')} disabled={submitting}>
          <ArrowLeft size={16} aria-hidden />
          Back
        </Button>
        <Button type="submit" loading={submitting}>
          {submitting ? 'Submitting...' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
