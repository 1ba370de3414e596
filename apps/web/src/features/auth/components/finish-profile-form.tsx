import {
  emailSchema,
  type OauthSignupNeeded,
  PROVIDER_LABEL,
  SOCIAL_AUTH_MSG,
  stripUsername,
  usernameSchema,
} from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { BRAND_ICON } from '../../../ui/brand-icons';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/field';
import { sessionOf } from '../api/login';
import { oauthRegister } from '../api/social-login';
import { useDob } from '../hooks/use-dob';
import { completeLogin, landingAfterSocialLogin, toastError } from '../post-login';
import { signupFieldOf } from '../submit-registration';
import { EMAIL_INPUT, strippedUsername, USERNAME_INPUT } from './account-fields';
import styles from './auth.module.css';
import { DobFields } from './dob-fields';

const withEmail = z.object({ username: usernameSchema, email: emailSchema });
const withoutEmail = z.object({ username: usernameSchema, email: z.string().optional() });
type Values = { username: string; email?: string };

/**
 * A first social sign-in (decision 019): the username (the provider's handle offered), the date of birth as at
 * sign-up, and the email only when the provider gave no verified one. POST /auth/oauth-register signs in.
 */
export function FinishProfileForm({
  signup,
  returnTo,
  onExpired,
}: {
  signup: OauthSignupNeeded;
  returnTo: string;
  /** The registration token is spent or too old: the page says so instead of the form. */
  onExpired: (message: string) => void;
}) {
  const label = PROVIDER_LABEL[signup.provider];
  const Icon = BRAND_ICON[signup.provider];
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(signup.emailKnown ? withoutEmail : withEmail),
    mode: 'onTouched',
    defaultValues: { username: stripUsername(signup.suggestedUsername).slice(0, 25), email: '' },
  });
  const { errors } = form.formState;
  const dob = useDob();

  const onSubmit = async (event: FormEvent) => {
    dob.reveal();
    await form.handleSubmit(async (values) => {
      if (!dob.birthdate || submitting) return;
      setSubmitting(true);
      try {
        const res = await oauthRegister({
          registrationToken: signup.registrationToken,
          username: values.username,
          birthdate: dob.birthdate,
          ...(signup.emailKnown ? {} : { email: values.email?.trim().toLowerCase() }),
        });
        const session = sessionOf(res.user);
        completeLogin(session, landingAfterSocialLogin(session.role, returnTo));
      } catch (error) {
        setSubmitting(false);
        if (error instanceof ApiError && error.message === SOCIAL_AUTH_MSG.signupExpired) {
          return onExpired(error.message);
        }
        toastError(error);
        const field =
          error instanceof ApiError && error.message === SOCIAL_AUTH_MSG.emailRequired ? 'email' : signupFieldOf(error);
        if (error instanceof ApiError && (field === 'username' || field === 'email')) {
          form.setError(field, { message: error.message });
        }
      }
    })(event);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="finish-title">
      <div className={styles.center}>
        <span className={styles.icon} aria-hidden>
          <Icon size={26} />
        </span>
        <h1 id="finish-title" className={styles.cardTitle}>
          Finish your profile
        </h1>
        <p className={styles.lead}>
          Your {label} account is new to Crowns. Choose your username and enter your date of birth; Crowns is for adults
          only.
        </p>
      </div>
      <Input
        {...USERNAME_INPUT}
        error={errors.username?.message}
        hint="Your profile lives at /@username. Letters, digits and _ only."
        {...strippedUsername(form.register('username'))}
      />
      {signup.emailKnown ? null : (
        <Input
          {...EMAIL_INPUT}
          error={errors.email?.message}
          hint={`${label} did not share a verified email. We will send you a link to verify this one.`}
          {...form.register('email')}
        />
      )}
      <DobFields dob={dob} />
      <Button type="submit" block size="lg" loading={submitting}>
        {submitting ? 'Submitting...' : 'Create account'}
      </Button>
      <p className={styles.legal}>
        By creating an account you agree to the{' '}
        <a href="/terms-of-use" target="_blank" rel="noopener noreferrer">
          Terms of Use
        </a>
        .
      </p>
    </form>
  );
}
