/** Paths of the account calls (under /v1), for the web client. */
export const ACCOUNT_PATHS = {
  usernameAvailable: '/account/username-available',
  password: '/account/password',
  email: '/account/email',
  confirmEmail: '/account/email/confirm',
  logoutAll: '/account/logout-all',
  delete: '/account/delete',
  export: '/account/export',
} as const;
