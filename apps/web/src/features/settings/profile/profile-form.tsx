import {
  type Account,
  MSG,
  SETTINGS_LIMITS as S,
  stripUsername,
  type UpdateProfileBody,
  updateProfileBody,
  usernameSchema,
} from '@crowns/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { toastActionError } from '../../../lib/action-error';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/field';
import { CountedInput } from '../../../ui/form/counted-input';
import { Textarea } from '../../../ui/textarea';
import { erroredField } from '../api/field-errors';
import { useAccountSaved } from '../api/settings';
import { updateProfile } from '../api/update-profile';
import styles from '../settings.module.css';
import { formatBirthdate } from './format-birthdate';
import { useUsernameCheck } from './use-username-check';
import { UsernameStatus } from './username-status';

const FIELDS = ['display_name', 'sc_username', 'bio'] as const;
type Field = (typeof FIELDS)[number];

// The contract's field rules (trim, limits, messages), required here: an empty display name or bio clears it.
const schema = z.object({
  display_name: updateProfileBody.shape.display_name.unwrap().unwrap(),
  sc_username: usernameSchema,
  bio: updateProfileBody.shape.bio.unwrap().unwrap(),
});
type Values = z.infer<typeof schema>;

const valuesOf = (a: Account): Values => ({
  display_name: a.display_name ?? '',
  sc_username: a.sc_username,
  bio: a.bio ?? '',
});

/** Only what changed; an emptied display name or bio is sent as null (cleared). */
function changes(values: Values, account: Account): UpdateProfileBody {
  const before = valuesOf(account);
  const body: UpdateProfileBody = {};
  if (values.display_name !== before.display_name) body.display_name = values.display_name || null;
  if (values.sc_username !== before.sc_username) body.sc_username = values.sc_username;
  if (values.bio !== before.bio) body.bio = values.bio || null;
  return body;
}

/** Display name, username (live availability), bio; email and date of birth shown read-only. */
export function ProfileForm({ account }: { account: Account }) {
  const saved = useAccountSaved();
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', values: valuesOf(account) });
  const { register, formState, watch, setError } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const check = useUsernameCheck(watch('sc_username'), account.sc_username);

  const onSubmit = form.handleSubmit(async (values) => {
    if (check.state === 'taken') return setError('sc_username', { message: check.message }, { shouldFocus: true });
    const body = changes(values, account);
    if (Object.keys(body).length === 0) return;
    try {
      const answer = await updateProfile(account.id, body);
      saved(answer.account);
      toast.success(answer.message);
    } catch (error) {
      const field = erroredField<Field>(error, FIELDS, { [MSG.usernameTaken]: 'sc_username' });
      if (field && error instanceof Error) setError(field, { message: error.message }, { shouldFocus: true });
      else toastActionError(error);
    }
  });

  const username = register('sc_username');
  return (
    <section className={styles.card} aria-labelledby="settings-profile">
      <h2 id="settings-profile" className={styles.cardTitle}>
        Public profile
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <CountedInput
          label="Display name"
          length={watch('display_name').length}
          maxLength={S.displayNameMax}
          placeholder={account.sc_username}
          error={errors.display_name?.message}
          {...register('display_name')}
        />
        <Input
          label="Username"
          autoComplete="username"
          maxLength={40}
          error={errors.sc_username?.message ?? (check.state === 'taken' ? check.message : undefined)}
          hint={<UsernameStatus check={check} handle={watch('sc_username')} />}
          {...username}
          onChange={(e) => {
            const stripped = stripUsername(e.target.value);
            if (stripped !== e.target.value) e.target.value = stripped;
            return username.onChange(e);
          }}
        />
        <Textarea
          label="Bio"
          rows={4}
          maxLength={S.bioMax}
          length={watch('bio').length}
          placeholder="Tell viewers who you are and what you stream."
          error={errors.bio?.message}
          {...register('bio')}
        />
        <div className={styles.readOnlyGrid}>
          <div className={styles.readOnly}>
            <span className={styles.readOnlyLabel}>Email</span>
            <span className={styles.readOnlyValue}>{account.email}</span>
            <Link to="?section=account" className={styles.inlineLink}>
              Change email
            </Link>
          </div>
          <div className={styles.readOnly}>
            <span className={styles.readOnlyLabel}>Date of birth</span>
            <span className={styles.readOnlyValue}>{formatBirthdate(account.birthdate)}</span>
          </div>
        </div>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            {isSubmitting ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </section>
  );
}
