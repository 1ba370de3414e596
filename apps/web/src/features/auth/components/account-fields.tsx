import { emailSchema, PASSWORD_RULE, passwordSchema, stripUsername, usernameSchema } from '@crowns/contracts';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Input } from '../../../ui/field';
import { PasswordInput } from '../../../ui/password-input';

export const accountSchema = z.object({ email: emailSchema, username: usernameSchema, password: passwordSchema });
export type AccountInput = z.input<typeof accountSchema>;
export type AccountValues = z.output<typeof accountSchema>;
export type AccountForm = UseFormReturn<AccountInput, unknown, AccountValues>;

/** The email and username inputs' look, shared by the sign-up forms and the social sign-up's finish-profile form. */
export const EMAIL_INPUT = {
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  placeholder: 'you@example.com',
} as const;
export const USERNAME_INPUT = {
  label: 'Username',
  autoComplete: 'username',
  placeholder: 'letters, digits and _',
  maxLength: 40,
} as const;

/** A username registration whose disallowed characters are stripped as they are typed. */
export function strippedUsername(registration: UseFormRegisterReturn): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (e) => {
      const target = e.target as HTMLInputElement;
      const stripped = stripUsername(target.value);
      if (stripped !== target.value) target.value = stripped;
      return registration.onChange(e);
    },
  };
}

/** Email, username (disallowed characters stripped as typed) and password, with the spec 01 §5 messages. */
export function AccountFields({
  form,
  show = ['email', 'username', 'password'],
}: {
  form: AccountForm;
  show?: (keyof AccountInput)[];
}) {
  const { register, formState } = form;
  const { errors } = formState;
  // Registration order is the order RHF focuses the first invalid field in: keep it the visual order.
  const email = register('email');
  const username = strippedUsername(register('username'));
  const password = register('password');
  return (
    <>
      {show.includes('email') ? <Input {...EMAIL_INPUT} error={errors.email?.message} {...email} /> : null}
      {show.includes('username') ? <Input {...USERNAME_INPUT} error={errors.username?.message} {...username} /> : null}
      {show.includes('password') ? (
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          hint={PASSWORD_RULE}
          error={errors.password?.message}
          {...password}
        />
      ) : null}
    </>
  );
}
