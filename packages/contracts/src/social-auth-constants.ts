/** Providers, storage keys and texts of social sign-in and linked accounts (decision 019). */
/** Providers one can sign in with (spec 01 §2). */
export const SIGN_IN_PROVIDERS = ['google', 'twitch', 'kick', 'discord'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** Providers one can link in /settings/profile: the sign-in ones plus the upload platforms. */
export const LINK_PROVIDERS = ['twitch', 'kick', 'youtube', 'tiktok', 'google', 'discord'] as const;
export type LinkProvider = (typeof LINK_PROVIDERS)[number];

export const PROVIDER_LABEL: Record<LinkProvider, string> = {
  google: 'Google',
  twitch: 'Twitch',
  kick: 'Kick',
  discord: 'Discord',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

export const isSignInProvider = (p: string): p is SignInProvider =>
  (SIGN_IN_PROVIDERS as readonly string[]).includes(p);

/** Local storage key of the PKCE verifier of a started redirect (spec 01 §7 names kick_code_verifier). */
export const codeVerifierKey = (provider: LinkProvider) => `${provider}_code_verifier`;
/** Local storage keys of the started redirect's state and intent, checked by the callback page. */
export const OAUTH_STATE_KEY = 'oauth_state';

/** How long a started redirect may take before its state expires. */
export const OAUTH_STATE_TTL_MINUTES = 10;
/** How long a first sign-in may take to finish the profile. */
export const OAUTH_SIGNUP_TTL_MINUTES = 30;

/** Texts shown to users, word for word. */
export const SOCIAL_AUTH_MSG = {
  providerOff: (label: string) => `Sign-in with ${label} is not set up on this server.`,
  stateInvalid: 'This sign-in link has expired or was already used. Please try again.',
  codeMissing: 'The provider did not send an authorization code. Please try again.',
  verifierMissing: 'This sign-in was started in another browser or its data was cleared. Please try again.',
  exchangeFailed: (label: string) => `${label} did not accept the sign-in. Please try again.`,
  idTokenInvalid: (label: string) => `${label} sent an identity we could not verify. Please try again.`,
  denied: (label: string) => `You cancelled signing in with ${label}.`,
  emailTaken: (label: string) =>
    `An account with this email already exists. Log in with your password, then link ${label} in Settings.`,
  signupExpired: 'This sign-up has expired. Please sign in with the provider again.',
  emailRequired: 'Enter your email address.',
  linkedElsewhere: (label: string) => `This ${label} account is already linked to another Crowns account.`,
  alreadyLinked: (label: string) => `Your account is already linked to a ${label} account. Unlink it first.`,
  linked: (label: string) => `${label} account linked.`,
  unlinked: (label: string) => `${label} account unlinked.`,
  notLinked: (label: string) => `No ${label} account is linked.`,
  lastSignInMethod:
    'This is your only way to sign in. Set a password (Forgot password on the login page) or link another account first.',
  loginRequiredToLink: 'Log in to link an account.',
  /** Spec 01 §8: a missing linked upload account. */
  linkUploadAccount: (platform: 'youtube' | 'tiktok') => `Please link ${platform} account to upload videos.`,
  uploadTokenExpired: (label: string) => `Your ${label} link has expired. Please link ${label} again.`,
  uploadReady: (label: string) => `Videos are uploaded to your linked ${label} account.`,
} as const;
