import {
  type Account,
  EMAIL_CATEGORY_KEYS,
  type EmailPrefs,
  MSG,
  SETTINGS_MSG,
  type Settings,
  type UpdateProfileBody,
  type UpdateSettingsBody,
  usableImageUrl,
  usernameError,
} from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../platform/auth-guard';
import { conflict, forbidden, notFound } from '../../platform/errors';
import * as repo from './settings.repo';

/** The user's own account, as only they see it. */
export async function toAccount(tx: DbOrTx, u: repo.UserRow, now: Date): Promise<Account> {
  return {
    id: String(u.id),
    email: u.email,
    sc_username: u.scUsername,
    display_name: u.displayName,
    bio: u.bio,
    image_url: usableImageUrl(u.imageUrl),
    banner_url: usableImageUrl(u.bannerUrl),
    birthdate: u.birthdate,
    timeZone: u.timeZone,
    pendingEmail: await repo.pendingEmailOf(tx, u.id, now),
  };
}

export async function liveUser(tx: DbOrTx, id: number) {
  const user = await repo.findUser(tx, id);
  if (!user || user.deletedAt) throw notFound(MSG.userNotFound);
  return user;
}

export async function getAccount(deps: AppDeps, userId: number) {
  const { db } = deps.database;
  return toAccount(db, await liveUser(db, userId), deps.clock.now());
}

/** Every category with its state: a category never set is on. */
export const emailPrefsOf = (stored: Record<string, boolean>): EmailPrefs =>
  Object.fromEntries(EMAIL_CATEGORY_KEYS.map((k) => [k, stored[k] !== false])) as EmailPrefs;

export const toSettings = (row: repo.SettingsRow): Settings => ({
  emailNotifications: row.emailNotifications,
  pushNotifications: row.pushNotifications,
  showOnlineStatus: row.showOnlineStatus,
  emailPrefs: emailPrefsOf(row.emailPrefs),
});

export async function getSettings(deps: AppDeps, userId: number) {
  return toSettings(await repo.settingsOf(deps.database.db, userId));
}

export async function updateSettings(deps: AppDeps, userId: number, body: UpdateSettingsBody) {
  const { emailPrefs, ...flags } = body;
  const prefs = Object.fromEntries(Object.entries(emailPrefs ?? {}).filter(([, v]) => typeof v === 'boolean'));
  const row = await repo.upsertSettings(deps.database.db, userId, { ...flags, emailPrefs: prefs }, deps.clock.now());
  return toSettings(row);
}

/** Users change only their own profile (admins included: this call edits the caller's account). */
export function assertSelf(actor: AuthUser, id: string) {
  if (String(actor.id) !== id) throw forbidden();
}

const UNIQUE_USERNAME = 'users_username_lower_key';
const isUsernameClash = (err: unknown) => {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as never)
    if (e.code === '23505' && e.constraint === UNIQUE_USERNAME) return true;
  return false;
};

/** PATCH /users/{id}: display name, username (unique, case-insensitive), bio and time zone; '' or null clears. */
export async function updateProfile(deps: AppDeps, actor: AuthUser, id: string, body: UpdateProfileBody) {
  assertSelf(actor, id);
  const { db } = deps.database;
  const patch: repo.ProfilePatch = {};
  if (body.display_name !== undefined) patch.displayName = body.display_name || null;
  if (body.bio !== undefined) patch.bio = body.bio || null;
  if (body.timeZone !== undefined) patch.timeZone = body.timeZone || null;
  if (body.sc_username !== undefined) {
    if (await repo.usernameTakenByOther(db, body.sc_username, actor.id)) throw conflict(MSG.usernameTaken);
    patch.scUsername = body.sc_username;
  }
  let user: repo.UserRow | undefined;
  try {
    user = await repo.patchUser(db, actor.id, patch, deps.clock.now());
  } catch (err) {
    // Two users racing for one name past the check: the unique index decides.
    if (isUsernameClash(err)) throw conflict(MSG.usernameTaken);
    throw err;
  }
  if (!user) throw notFound(MSG.userNotFound);
  return toAccount(db, user, deps.clock.now());
}

/** The live check of the username field: the spec's message for a bad name, taken (by anyone else) or available. */
export async function usernameAvailability(deps: AppDeps, raw: string, callerId: number | undefined) {
  const name = raw.trim().replace(/^@/, '');
  const invalid = usernameError(name);
  if (invalid) return { available: false, message: invalid };
  if (await repo.usernameTakenByOther(deps.database.db, name, callerId))
    return { available: false, message: MSG.usernameTaken };
  return { available: true, message: SETTINGS_MSG.usernameAvailable };
}
