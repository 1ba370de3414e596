import { emailSchema, PASSWORD_RULE, passwordSchema, stripUsername, usernameSchema } from '@crowns/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Input } from '../../../ui/field';
import { PasswordInput } from '../../../ui/password-input';

export const accountSchema = z.object({ email: emailSchema, username: usernameSchema, password: passwordSchema });
export type AccountInput = z.input<typeof accountSchema>;
export type AccountValues = z.output<typeof accountSchema>;
export type AccountForm = UseFormReturn<AccountInput, unknown, AccountValues>;

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
  const username = register('username');
  const password = register('password');
  return (
    <>
      {show.includes('email') ? (
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...email}
        />
      ) : null}
      {show.includes('username') ? (
        <Input
          label="Username"
          autoComplete="username"
          placeholder="letters, digits and _"
          maxLength={40}
          error={errors.username?.message}
          {...username}
          onChange={(e) => {
            const stripped = stripUsername(e.target.value);
            if (stripped !== e.target.value) e.target.value = stripped;
            return username.onChange(e);
          }}
        />
      ) : null}
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
