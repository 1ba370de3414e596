import { z } from 'zod';
import { LIMITS } from './constants';
import { MSG } from './messages';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailSchema = z
  .string({ error: MSG.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MSG.emailRequired)
  .regex(EMAIL_RE, MSG.emailInvalid)
  .max(254, MSG.emailInvalid);

export const forgotEmailSchema = z
  .string({ error: MSG.emailEmptyForgot })
  .trim()
  .toLowerCase()
  .min(1, MSG.emailEmptyForgot)
  .regex(EMAIL_RE, MSG.emailInvalid);

/** Characters a username may hold; everything else is stripped as the user types. */
export const stripUsername = (value: string) => value.replace(/[^A-Za-z0-9_]/g, '');

export const usernameSchema = z
  .string({ error: MSG.usernameEmpty })
  .trim()
  .superRefine((value, ctx) => {
    const message = usernameError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export function usernameError(value: string): string | null {
  if (value.length === 0) return MSG.usernameEmpty;
  if (value.length < LIMITS.usernameMin || value.length > LIMITS.usernameMax) return MSG.usernameLength;
  if (/^[0-9]+$/.test(value)) return MSG.usernameNumeric;
  if (!/^[A-Za-z0-9_]+$/.test(value) || !/[A-Za-z]/.test(value)) return MSG.usernameCharset;
  return null;
}

/** The one password rule (spec 01 §5, §9), as every new-password field shows it under the field. */
export const PASSWORD_RULE = `At least ${LIMITS.passwordMin} characters with a number, a special character, an uppercase and a lowercase letter.`;

export function passwordError(value: string): string | null {
  if (value.length === 0) return MSG.passwordRequired;
  if (value.length < LIMITS.passwordMin) return MSG.passwordMin;
  if (value.length > LIMITS.passwordMax) return MSG.passwordMax;
  const strong = /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value) && /[^A-Za-z0-9]/.test(value);
  return strong ? null : MSG.passwordStrength;
}

export const passwordSchema = z.string({ error: MSG.passwordRequired }).superRefine((value, ctx) => {
  const message = passwordError(value);
  if (message) ctx.addIssue({ code: 'custom', message });
});

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Checks a date of birth given as parts (month 1-12). Returns the spec message or null. */
export function birthdateError(
  parts: { year?: number | null; month?: number | null; day?: number | null },
  now: Date = new Date(),
): string | null {
  const { year, month, day } = parts;
  if (!year || !month || !day) return MSG.dobRequired;
  if (year < LIMITS.yearListStart) return MSG.dobPast;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return MSG.dobDay;
  const today = { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
  const cmp = (a: [number, number, number], b: [number, number, number]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  if (cmp([year, month, day], [today.y, today.m, today.d]) >= 0) return MSG.dobPast;
  // 18th birthday; a 29 February birthday counts from 1 March in non-leap years.
  const adultYear = year + LIMITS.minAge;
  const adultDay = Math.min(day, daysInMonth(adultYear, month));
  const adult: [number, number, number] = adultDay < day ? [adultYear, month + 1, 1] : [adultYear, month, adultDay];
  if (cmp([today.y, today.m, today.d], adult) < 0) return MSG.dobAge;
  return null;
}

export const parseBirthdate = (value: string) => {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
};

export const birthdateSchema = z
  .string({ error: MSG.dobRequired })
  .trim()
  .superRefine((value, ctx) => {
    if (!value) return void ctx.addIssue({ code: 'custom', message: MSG.dobRequired });
    const parts = parseBirthdate(value);
    const message = parts ? birthdateError(parts) : MSG.dobDay;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const registerBody = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  birthdate: birthdateSchema,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: emailSchema,
  password: z
    .string({ error: MSG.passwordRequired })
    .min(1, MSG.passwordRequired)
    .max(LIMITS.passwordMax, MSG.passwordMax),
});
export type LoginBody = z.infer<typeof loginBody>;

export const emailOnlyBody = z.object({ email: emailSchema });
export const forgotPasswordBody = z.object({ email: forgotEmailSchema });

/** Answered by the registration to the browser that registered; with a verification it signs that browser in. */
const signupTicket = z.string().max(200).optional();

/** Verify by the mailed link (token) or by the 6-digit code (email + code). */
export const verifyEmailBody = z.union([
  z.object({ token: z.string().min(10, MSG.invalidVerifyLink).max(200, MSG.invalidVerifyLink), signupTicket }),
  z.object({ email: emailSchema, code: z.string().regex(/^\d{6}$/, MSG.invalidVerifyCode), signupTicket }),
]);

export const resetPasswordBody = z.object({
  token: z.string({ error: MSG.invalidResetLink }).min(10, MSG.invalidResetLink).max(200, MSG.invalidResetLink),
  password: passwordSchema,
});

export const otpSchema = z.string().regex(/^\d{6}$/, MSG.otpInvalid);
export const verifyOtpBody = z.object({ token: z.string().min(10).max(2000), otp: otpSchema });
export const resendOtpBody = z.object({ token: z.string().min(10).max(2000) });
export const refreshTokensBody = z.object({
  userId: z.union([z.string(), z.number()]).transform(String),
  refreshToken: z.string().min(10).max(200),
});
export const logoutBody = z.object({ refreshToken: z.string().max(200).optional() });

export const tokensSchema = z.object({
  accessToken: z.string(),
  idToken: z.string(),
  refreshToken: z.string(),
  userId: z.string(),
});
export type Tokens = z.infer<typeof tokensSchema>;

// ---- response schemas (OpenAPI; Fastify serializes through them) ----

/** Answers that only say what happened (`message`, repeated as `msg`). */
export const authMessageReply = z.object({ status: z.number(), message: z.string(), msg: z.string() });
/** The signed-in user as the login answers describe them. */
export const loginProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  sc_username: z.string().nullable(),
  image_url: z.string().nullable(),
  roles: z.object({ name: z.string() }),
});
const sessionSchema = z.object({
  accessToken: z.string(),
  idToken: z.string(),
  refreshToken: z.string(),
  user: loginProfileSchema,
});
/** POST /auth/register (201): the same answer whether or not the email had an account. */
export const registerReply = z.object({
  status: z.number(),
  msg: z.string(),
  message: z.string(),
  data: z.object({
    message: z.string(),
    user: z.object({ email: z.string(), sc_username: z.string() }),
    signupTicket: z.string(),
  }),
});
/** POST /auth/verify-email: signed in at once (`user`) when the signup ticket proves the same browser. */
export const verifyEmailReply = authMessageReply.extend({
  email: z.string().optional(),
  user: sessionSchema.optional(),
});
/** POST /auth/login: a session for users; for admins a one-time-code challenge (`token`, `userTier`). */
export const loginReply = z.object({
  status: z.number(),
  message: z.string(),
  user: sessionSchema.optional(),
  userTier: z.string().optional(),
  token: z.string().optional(),
});
/** POST /auth/verify-otp */
export const verifyOtpReply = z.object({
  status: z.number(),
  message: z.string(),
  role: z.string(),
  tokens: tokensSchema,
  user: loginProfileSchema,
});
/** POST /auth/resend-otp: the new challenge token. */
export const resendOtpReply = authMessageReply.extend({ token: z.string() });
export const refreshTokensReply = z.object({ status: z.number(), tokens: tokensSchema });
