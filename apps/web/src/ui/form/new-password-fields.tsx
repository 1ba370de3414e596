import { PASSWORD_RULE } from '@crowns/contracts';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PasswordInput } from '../password-input';

type Confirmed = { password: string; confirm: string };

/** A new password typed twice (the `password` and `confirm` fields of lib/password-confirm), the rule under the first. */
export function NewPasswordFields<T extends FieldValues & Confirmed>({ form }: { form: UseFormReturn<T> }) {
  const errors = form.formState.errors as FieldErrors<Confirmed>;
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_RULE}
        error={errors.password?.message}
        {...form.register('password' as Path<T>)}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...form.register('confirm' as Path<T>)}
      />
    </>
  );
}
