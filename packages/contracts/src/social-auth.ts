import { z } from 'zod';
import { birthdateSchema, emailSchema, usernameSchema } from './auth';
import { LINK_PROVIDERS, SIGN_IN_PROVIDERS, SOCIAL_AUTH_MSG } from './social-auth-constants';

/**
 * Social sign-in and linked accounts (issue 14, decision 019). Spec 01 §7 names the calls and return routes; the
 * shapes are ours, in the conventions of the auth calls.
 */

const provider = z.enum(LINK_PROVIDERS);

/**
 * Starting a redirect: GET /auth/oauth-url?provider&intent&returnTo. Linking needs the signed-in user. The answer
 * carries the provider's authorize URL (state and PKCE challenge in it) and the verifier the browser keeps until the
 * callback sends it back.
 */
export const oauthUrlQuery = z.object({
  provider,
  intent: z.enum(['login', 'link']).default('login'),
  /** A path of ours to return to after sign-in (ignored when not starting with a single "/"). */
  returnTo: z.string().max(300).optional(),
});
export type OauthUrlQuery = z.infer<typeof oauthUrlQuery>;
export const oauthUrlResponse = z.object({
  status: z.literal(200),
  url: z.string(),
  state: z.string(),
  codeVerifier: z.string(),
});
export type OauthUrlResponse = z.infer<typeof oauthUrlResponse>;

/** The callback page's exchange: POST /auth/{google|twitch|kick|discord}-login and POST /users/link-stream. */
export const oauthCallbackBody = z.object({
  code: z.string().trim().min(1, SOCIAL_AUTH_MSG.codeMissing).max(2048),
  state: z.string().trim().min(1, SOCIAL_AUTH_MSG.stateInvalid).max(256),
  codeVerifier: z.string().trim().min(1, SOCIAL_AUTH_MSG.verifierMissing).max(256),
});
export type OauthCallbackBody = z.infer<typeof oauthCallbackBody>;

/** POST /users/link-stream: the callback of a link started from settings (any LINK_PROVIDERS). */
export const linkStreamBody = oauthCallbackBody.extend({ platform: provider });
export type LinkStreamBody = z.infer<typeof linkStreamBody>;

/**
 * The answer of a social login when the identity has no account yet: the browser shows the finish-profile form
 * and sends `registrationToken` with it to POST /auth/oauth-register.
 */
export const oauthSignupNeeded = z.object({
  status: z.literal(202),
  needsProfile: z.literal(true),
  registrationToken: z.string(),
  provider: z.enum(SIGN_IN_PROVIDERS),
  /** The provider's handle, offered as the username. */
  suggestedUsername: z.string(),
  /** False when the provider gave no verified email: the form then asks for one (and it is verified by mail). */
  emailKnown: z.boolean(),
});
export type OauthSignupNeeded = z.infer<typeof oauthSignupNeeded>;

/**
 * A social sign-in that signed an account in: the answer of POST /auth/login (tokens, or for admins the mailed
 * one-time code's challenge token) and the page to return to.
 */
export const oauthSignedIn = z.object({
  status: z.literal(200),
  message: z.string(),
  user: z
    .object({
      accessToken: z.string(),
      idToken: z.string(),
      refreshToken: z.string(),
      user: z.looseObject({ id: z.string(), email: z.string(), sc_username: z.string() }),
    })
    .optional(),
  userTier: z.string().optional(),
  token: z.string().optional(),
  returnTo: z.string().nullable(),
});
export type OauthSignedIn = z.infer<typeof oauthSignedIn>;

/** POST /auth/oauth-register: username 4–25, age 18+, as sign-up; email only when the provider gave none. */
export const oauthRegisterBody = z.object({
  registrationToken: z.string().trim().min(1, SOCIAL_AUTH_MSG.signupExpired),
  username: usernameSchema,
  birthdate: birthdateSchema,
  email: emailSchema.optional(),
});
export type OauthRegisterBody = z.infer<typeof oauthRegisterBody>;

/** One linked account as settings shows it (GET /users/linked-accounts). */
export const linkedAccountView = z.object({
  provider,
  handle: z.string(),
  /** True for providers one can sign in with. */
  signIn: z.boolean(),
  linkedAt: z.string(),
});
export type LinkedAccountView = z.infer<typeof linkedAccountView>;

export const linkedAccountsResponse = z.object({
  status: z.literal(200),
  data: z.array(linkedAccountView),
  /** Whether the account has a password (else its linked sign-in providers are its only ways in). */
  hasPassword: z.boolean(),
  /** Providers this server can link now (configured or sandbox). */
  available: z.array(provider),
});
export type LinkedAccountsResponse = z.infer<typeof linkedAccountsResponse>;

export const linkStreamResponse = z.object({
  status: z.literal(200),
  message: z.string(),
  account: linkedAccountView,
});
export type LinkStreamResponse = z.infer<typeof linkStreamResponse>;

/** DELETE /users/linked-accounts/{provider} */
export const unlinkParams = z.object({ provider });
export const unlinkResponse = z.object({ status: z.literal(200), message: z.string() });

/** GET /auth/oauth-providers: the providers this server signs in with now (the login modal shows only these). */
export const signInProvidersResponse = z.object({ status: z.literal(200), data: z.array(z.enum(SIGN_IN_PROVIDERS)) });
export type SignInProvidersResponse = z.infer<typeof signInProvidersResponse>;

/** GET /auth/generate-twitch-token: an app access token for Twitch's Helix API (client credentials). */
export const twitchAppTokenResponse = z.object({
  status: z.literal(200),
  accessToken: z.string(),
  clientId: z.string(),
  expiresAt: z.string(),
});
export type TwitchAppTokenResponse = z.infer<typeof twitchAppTokenResponse>;
