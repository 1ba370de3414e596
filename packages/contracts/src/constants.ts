/** Business constants of spec 01 §9 and spec 02 §9. */
export const LIMITS = {
  minAge: 18,
  usernameMin: 4,
  usernameMax: 25,
  passwordMin: 8,
  passwordMax: 128,
  otpLength: 6,
  otpResendSeconds: 60,
  otpTtlMinutes: 10,
  otpMaxTries: 5,
  emailCodeResendSeconds: 30,
  searchDebounceMs: 300,
  searchPageSize: 8,
  toastMs: 3000,
  toastTickMs: 50,
  topStreamersPage: 15,
  followersPage: 10,
  followedStreamersPage: 5,
  activityPage: 20,
  profileVideosPage: 12,
  profileTopVideos: 3,
  yearListStart: 1900,
  cropZoomMin: 0.25,
  cropZoomMax: 3,
  imageQuality: 0.9,
  sideMenuBreakpoint: 1024,
  ccPerUsdFallback: 1,
  avatarMaxBytes: 5 * 1024 * 1024,
  avatarMinSize: 100,
  /** Pixel caps of every stored image, checked from its header before anything decodes it (decompression bombs). */
  imageMaxSide: 8192,
  imageMaxPixels: 40_000_000,
  avatarMaxSide: 4096,
  listMaxLimit: 100,
} as const;

export const ROLES = ['user', 'admin', 'read_only_admin'] as const;
export type Role = (typeof ROLES)[number];
export const isAdminRole = (role: string | null | undefined) => role === 'admin' || role === 'read_only_admin';

/** Local storage keys of spec 01 §3. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  idToken: 'idToken',
  refreshToken: 'refreshToken',
  userId: 'userId',
  usersRole: 'usersRole',
  returnUrl: 'returnUrl',
  preventRedirect: 'preventRedirect',
  kickCodeVerifier: 'kick_code_verifier',
  expandToggle: 'expandToggle',
} as const;
