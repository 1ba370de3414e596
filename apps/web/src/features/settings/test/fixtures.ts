import { type Account, EMAIL_CATEGORY_KEYS, type EmailPrefs, type Settings } from '@crowns/contracts';

export const ACCOUNT: Account = {
  id: '7',
  email: 'nova@example.com',
  sc_username: 'nova_plays',
  display_name: 'Nova',
  bio: 'Speedruns on Tuesdays.',
  image_url: null,
  banner_url: null,
  birthdate: '1994-03-12',
  timeZone: 'Europe/Paris',
  pendingEmail: null,
};

const allOn = Object.fromEntries(EMAIL_CATEGORY_KEYS.map((k) => [k, true])) as EmailPrefs;

export const SETTINGS: Settings = {
  emailNotifications: true,
  pushNotifications: true,
  showOnlineStatus: false,
  emailPrefs: allOn,
};

export const account = (over: Partial<Account> = {}): Account => ({ ...ACCOUNT, ...over });
export const settings = (over: Partial<Settings> = {}): Settings => ({ ...SETTINGS, ...over });
