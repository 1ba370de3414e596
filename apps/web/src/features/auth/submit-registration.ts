import { MSG, type RegisterBody } from '@crowns/contracts';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { register } from './api/register';
import { openAuthDialog } from './auth-dialog-store';
import { rememberSignup, signupStartedFrom } from './pending-signup';
import { toastError } from './post-login';

export type SignupField = 'email' | 'username' | 'password' | 'birthdate';

const FIELD_OF_MESSAGE: Record<string, SignupField> = {
  [MSG.emailInvalid]: 'email',
  [MSG.emailRequired]: 'email',
  [MSG.emailTaken]: 'email',
  [MSG.usernameLength]: 'username',
  [MSG.usernameCharset]: 'username',
  [MSG.usernameNumeric]: 'username',
  [MSG.usernameEmpty]: 'username',
  [MSG.usernameTaken]: 'username',
  [MSG.passwordMin]: 'password',
  [MSG.passwordStrength]: 'password',
  [MSG.passwordRequired]: 'password',
  [MSG.dobRequired]: 'birthdate',
  [MSG.dobPast]: 'birthdate',
  [MSG.dobAge]: 'birthdate',
  [MSG.dobDay]: 'birthdate',
};

/** The sign-up field a server refusal names, if any. */
export const signupFieldOf = (error: unknown): SignupField | undefined =>
  error instanceof ApiError ? FIELD_OF_MESSAGE[error.message] : undefined;

/**
 * POST /auth/register. 201 → the verify-email dialog (which leads to login); the signup ticket and the page are kept
 * so the verification can sign this browser in and come back here. A refusal shows the server message,
 * also under its field when it names one; a network failure shows 'Signup failed. Please try again.'
 */
export async function submitRegistration(
  body: RegisterBody,
  onFieldError?: (field: SignupField, message: string) => void,
): Promise<boolean> {
  try {
    const email = body.email.trim().toLowerCase();
    const res = await register({ ...body, email });
    const ticket = res.data?.signupTicket;
    if (ticket) rememberSignup({ email, ticket, from: signupStartedFrom() });
    toast.success(res.data?.message ?? MSG.registered);
    openAuthDialog('verifyEmail', { email });
    return true;
  } catch (error) {
    toastError(error, MSG.signupFailed);
    const field = signupFieldOf(error);
    if (field && error instanceof ApiError) onFieldError?.(field, error.message);
    return false;
  }
}
