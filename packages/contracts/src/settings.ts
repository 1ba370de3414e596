import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from './auth';
import { LIMITS } from './constants';
import type { NotificationRole, NotificationType } from './realtime';

/**
 * Settings and account management (issue 12, /settings/profile): profile fields, notification settings with
 * per-category email preferences, password, email, sessions, account deletion and data export.
 */
export const SETTINGS_LIMITS = {
  displayNameMax: 40,
  bioMax: 300,
  /** Banner: stored at least this size; the crop dialog frames it at BANNER_ASPECT. */
  bannerMinWidth: 1200,
  bannerMinHeight: 300,
  bannerMaxSide: 4096,
  bannerMaxBytes: 5 * 1024 * 1024,
  /** The mailed email-change link works this long, once. */
  emailChangeTtlHours: 24,
} as const;

/** Width / height of the banner crop (the avatar crop is square). */
export const BANNER_ASPECT = 4;

/** Web route the email-change mail links to (`?token=`); the page posts the token to POST /account/email/confirm. */
export const CONFIRM_EMAIL_PATH = '/settings/confirm-email';

/** User-visible texts of settings and account calls (the spec has none of its own for these). */
export const SETTINGS_MSG = {
  displayNameMax: `Display name must be at most ${SETTINGS_LIMITS.displayNameMax} characters.`,
  bioMax: `Bio must be at most ${SETTINGS_LIMITS.bioMax} characters.`,
  timeZoneInvalid: 'Please choose a valid time zone.',
  usernameAvailable: 'Username is available.',
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'Current password is incorrect.',
  passwordSame: 'New password must be different from the current one.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  emailSame: 'This is already your email address.',
  emailChangeSent: (email: string) => `We sent a confirmation link to ${email}. Your email changes when you open it.`,
  emailChangeInvalid: 'This confirmation link is invalid or has expired.',
  emailChanged: 'Your email address has been changed.',
  loggedOutEverywhere: 'You have been signed out of all devices.',
  accountDeleted: 'Your account has been deleted.',
  adminCannotDelete: 'Admin accounts cannot be deleted here.',
  bannerUpdated: 'Banner image updated.',
  imageRemoved: 'Image removed.',
} as const;

/** A time zone the runtime knows by its IANA name (e.g. Europe/Paris). */
export const isIanaTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** PATCH /users/{id}: every field optional; null or '' clears display name and bio. */
export const updateProfileBody = z.object({
  display_name: z
    .string()
    .trim()
    .max(SETTINGS_LIMITS.displayNameMax, SETTINGS_MSG.displayNameMax)
    .nullable()
    .optional(),
  sc_username: usernameSchema.optional(),
  bio: z.string().trim().max(SETTINGS_LIMITS.bioMax, SETTINGS_MSG.bioMax).nullable().optional(),
  timeZone: z
    .string()
    .trim()
    .max(64, SETTINGS_MSG.timeZoneInvalid)
    .refine(isIanaTimeZone, SETTINGS_MSG.timeZoneInvalid)
    .nullable()
    .optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** The signed-in user's own account as the settings page shows it (never sent about anyone else). */
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  sc_username: z.string(),
  display_name: z.string().nullable(),
  bio: z.string().nullable(),
  image_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  /** YYYY-MM-DD, shown read-only. */
  birthdate: z.string(),
  timeZone: z.string().nullable(),
  /** An address waiting for its confirmation link, or null. */
  pendingEmail: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** POST /users/profile/{id} (multipart): the file plus `kind`; without `kind` it is the avatar. */
export const PROFILE_IMAGE_KINDS = ['avatar', 'banner'] as const;
export type ProfileImageKind = (typeof PROFILE_IMAGE_KINDS)[number];
export const profileImageKindSchema = z
  .enum(PROFILE_IMAGE_KINDS, { error: 'Image kind must be avatar or banner.' })
  .default('avatar');

/** DELETE /users/profile/{id}?kind=avatar|banner: back to the default image. */
export const removeProfileImageQuery = z.object({ kind: z.enum(PROFILE_IMAGE_KINDS) });

/**
 * Notification emails, by category. Each category lists the notifications (type and the receiver's role) it mails;
 * anything not listed (upvotes, follower fan-out) is never mailed. A category missing from `emailPrefs` is on.
 */
export const EMAIL_CATEGORIES = {
  bountiesForYou: {
    label: 'Bounties created for you',
    sends: [{ type: 'bountyCreated', roles: ['targetUser'] }],
  },
  bountyActivity: {
    label: 'Claims, time extensions and antes on your bounties',
    sends: [
      { type: 'bountyClaimed', roles: ['creator'] },
      { type: 'bountyClaimedExtended', roles: ['creator'] },
      { type: 'bountyUpped', roles: ['creator', 'claimer'] },
    ],
  },
  bountyResults: {
    label: 'Results of bounties you created, claimed or funded',
    sends: [
      { type: 'bountyResult', roles: ['creator', 'claimer', 'contributor', 'targetUser'] },
      { type: 'bountyWinner', roles: ['creator', 'claimer', 'contributor', 'targetUser'] },
    ],
  },
  refunds: {
    label: 'Crowns refunded to you',
    sends: [{ type: 'bountyRefund', roles: ['creator', 'contributor', 'claimer', 'targetUser'] }],
  },
  challenges: {
    label: 'Your challenges: new responses and results',
    sends: [
      { type: 'participate', roles: ['creator'] },
      { type: 'challengeEnd', roles: ['creator', 'claimer', 'contributor'] },
    ],
  },
  followers: { label: 'New followers', sends: [{ type: 'followUser', roles: ['targetUser'] }] },
  comments: { label: 'Comments on your bounties and videos', sends: [{ type: 'comment', roles: ['creator'] }] },
} as const satisfies Record<
  string,
  { label: string; sends: readonly { type: NotificationType; roles: readonly NotificationRole[] }[] }
>;
export type EmailCategory = keyof typeof EMAIL_CATEGORIES;
export const EMAIL_CATEGORY_KEYS = Object.keys(EMAIL_CATEGORIES) as EmailCategory[];

/** The category that mails a notification of this type to a receiver in this role, or null (never mailed). */
export function emailCategoryOf(type: string, role: string | null | undefined): EmailCategory | null {
  for (const key of EMAIL_CATEGORY_KEYS) {
    const hit = EMAIL_CATEGORIES[key].sends.some(
      (s) => s.type === type && (s.roles as readonly string[]).includes(role ?? ''),
    );
    if (hit) return key;
  }
  return null;
}

const emailPrefsShape = Object.fromEntries(EMAIL_CATEGORY_KEYS.map((k) => [k, z.boolean()])) as Record<
  EmailCategory,
  z.ZodBoolean
>;
/** Every category with its state (GET answers all of them). */
export const emailPrefsSchema = z.object(emailPrefsShape);
export type EmailPrefs = z.infer<typeof emailPrefsSchema>;

/** GET/PATCH /setting → `setting`. emailNotifications off mutes every category. */
export const settingsSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  showOnlineStatus: z.boolean(),
  emailPrefs: emailPrefsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

/** PATCH /setting: any subset; emailPrefs merges (only the categories sent change). */
export const updateSettingsBody = z.object({
  emailNotifications: z.boolean().optional(),
  pushNotifications: z.boolean().optional(),
  showOnlineStatus: z.boolean().optional(),
  emailPrefs: emailPrefsSchema.partial().optional(),
});
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;

/** GET /setting and PATCH /setting answer (spec: reads status and setting; `account` beside it). */
export const settingsReply = z.object({
  status: z.number(),
  message: z.string().optional(),
  setting: settingsSchema,
  account: accountSchema,
});

/** PATCH /users/{id} and POST/DELETE /users/profile/{id} answer. */
export const accountReply = z.object({
  status: z.number(),
  message: z.string(),
  account: accountSchema,
  /** The changed image's URL on image calls (null when removed). */
  image_url: z.string().nullable().optional(),
});

/** GET /account/username-available?username= : the live availability check of the username field. */
export const usernameAvailableQuery = z.object({ username: z.string().max(64).default('') });
export const usernameAvailableReply = z.object({
  status: z.number(),
  available: z.boolean(),
  /** The spec's username message, MSG.usernameTaken, or SETTINGS_MSG.usernameAvailable. */
  message: z.string(),
});

const currentPassword = z
  .string({ error: SETTINGS_MSG.currentPasswordRequired })
  .min(1, SETTINGS_MSG.currentPasswordRequired)
  .max(LIMITS.passwordMax, SETTINGS_MSG.currentPasswordWrong);

/** POST /account/password */
export const changePasswordBody = z.object({ currentPassword, newPassword: passwordSchema });
/** POST /account/email: mails a link to the new address; nothing changes until it is opened. */
export const changeEmailBody = z.object({ email: emailSchema, password: currentPassword });
/** POST /account/email/confirm (public: the link may be opened on any device). */
export const confirmEmailBody = z.object({
  token: z
    .string({ error: SETTINGS_MSG.emailChangeInvalid })
    .min(10, SETTINGS_MSG.emailChangeInvalid)
    .max(200, SETTINGS_MSG.emailChangeInvalid),
});
/** POST /account/delete */
export const deleteAccountBody = z.object({ password: currentPassword });

/** Answer of the account calls without data: password, email, confirm, logout-all, delete. */
export const accountMessageReply = z.object({ status: z.number(), message: z.string(), msg: z.string() });

/** GET /account/export: a JSON attachment (crowns-data-{id}.json). Lists hold rows as stored, newest first. */
export const dataExportSchema = z.object({
  exportedAt: z.string(),
  account: accountSchema.extend({ role: z.string(), isVerified: z.boolean(), createdAt: z.string() }),
  settings: settingsSchema,
  wallet: z.object({ balance: z.number() }),
  bounties: z.array(z.record(z.string(), z.unknown())),
  claims: z.array(z.record(z.string(), z.unknown())),
  challenges: z.array(z.record(z.string(), z.unknown())),
  responses: z.array(z.record(z.string(), z.unknown())),
  comments: z.array(z.record(z.string(), z.unknown())),
  follows: z.object({
    following: z.array(z.object({ id: z.string(), sc_username: z.string(), since: z.string() })),
    followers: z.array(z.object({ id: z.string(), sc_username: z.string(), since: z.string() })),
  }),
  transactions: z.array(z.record(z.string(), z.unknown())),
});
export type DataExport = z.infer<typeof dataExportSchema>;
