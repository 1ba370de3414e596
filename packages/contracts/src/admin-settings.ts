import { z } from 'zod';
import { CONFIG_KEYS, type ConfigKey, type ConfigValue } from './config-keys';
import { VIDEO_UPLOAD_MIME } from './uploads';

/** How a setting is typed and edited on /admin/settings. */
export type SettingKind =
  | 'switch'
  | 'integer'
  | 'count'
  | 'percent'
  | 'usd'
  | 'hours'
  | 'megabytes'
  | 'rules'
  | 'videoTypes';

export const SETTING_GROUPS = {
  currency: 'Currency and fees',
  purchases: 'Purchases',
  withdrawals: 'Withdrawals',
  providers: 'Payment and payout providers',
  bounties: 'Bounties and challenges',
  uploads: 'Uploads',
} as const;
export type SettingGroup = keyof typeof SETTING_GROUPS;

export type SettingMeta = {
  group: SettingGroup;
  label: string;
  help: string;
  kind: SettingKind;
  /** A change moves money or who may move it: the page asks for a confirmation first. */
  moneyAffecting: boolean;
};

const meta = (group: SettingGroup, kind: SettingKind, label: string, help: string, moneyAffecting = true) => ({
  group,
  kind,
  label,
  help,
  moneyAffecting,
});

/** Every config key with its place, label and type on the settings page (the order of the page). */
export const SETTINGS_META: Record<ConfigKey, SettingMeta> = {
  cc_per_usd: meta('currency', 'integer', 'Crowns per dollar', 'How many crowns one US dollar buys and pays out.'),
  transaction_fee_percent: meta(
    'currency',
    'percent',
    'Payout fee',
    'Taken from a bounty or prize when it is paid to the winner.',
  ),
  bounty_deletion_fee_percent: meta(
    'currency',
    'percent',
    'Bounty deletion fee',
    'Kept when a creator deletes their bounty before it is claimed.',
  ),
  withdrawal_fee_percent: meta(
    'currency',
    'percent',
    'Withdrawal fee',
    'Taken from bank and debit card withdrawals (rounded down); gift cards have none.',
  ),
  purchase_flag: meta('purchases', 'switch', 'Purchases open', 'Users may buy crowns.'),
  purchase_threshold: meta('purchases', 'usd', 'Smallest purchase', 'The least a user may spend in one purchase.'),
  daily_purchase_threshold: meta(
    'purchases',
    'usd',
    'Daily purchase limit',
    'The most one user may spend on crowns in a day.',
  ),
  purchase_kyc_threshold: meta(
    'purchases',
    'usd',
    'Purchase identity check above',
    'Purchases totalling more than this need an identity check.',
  ),
  card_redeem_check: meta('purchases', 'switch', 'Gift card redemption check', 'Check gift card redemptions.'),
  tebex_redeem_check: meta('purchases', 'switch', 'Tebex redemption check', 'Check Tebex redemptions.'),
  withdrawal_flag: meta('withdrawals', 'switch', 'Withdrawals open', 'Users may withdraw crowns for money.'),
  kyc_check_flag: meta(
    'withdrawals',
    'switch',
    'Identity check before withdrawals',
    'Off only for a pilot without payouts.',
  ),
  withdraw_threshold: meta('withdrawals', 'usd', 'Smallest withdrawal', 'The least a user may withdraw at once.'),
  withdraw_kyc_threshold: meta(
    'withdrawals',
    'usd',
    'Enhanced identity check above',
    'Dollars withdrawn in 365 days above which a second identity check is needed.',
  ),
  withdrawal_review_usd: meta(
    'withdrawals',
    'usd',
    'Admin review from',
    'Withdrawals of this many dollars or more wait for an admin review.',
  ),
  pilot_phase_status: meta('withdrawals', 'switch', 'Pilot phase', 'The marketplace runs as a pilot.'),
  nuvei_purchase_flag: meta('providers', 'switch', 'Nuvei purchases', 'Take card payments through Nuvei.'),
  approvely_purchase_flag: meta('providers', 'switch', 'Approvely purchases', 'Take card payments through Approvely.'),
  nuvei_withdrawal_flag: meta('providers', 'switch', 'Nuvei payouts', 'Pay withdrawals out through Nuvei.'),
  approvely_withdrawal_flag: meta('providers', 'switch', 'Approvely payouts', 'Pay withdrawals out through Approvely.'),
  apt_withdrawal_flag: meta('providers', 'switch', 'APT payouts', 'Pay withdrawals out through APT.'),
  bounty_extension_usd_per_minute: meta(
    'bounties',
    'usd',
    'Extension price per minute',
    'What a claimer pays per minute when they extend their deadline (once per claim, up to 15 minutes).',
  ),
  open_claims_per_user: meta(
    'bounties',
    'count',
    'Open claims per user',
    'How many bounties one user may hold claimed and not yet submitted at once.',
    false,
  ),
  review_sla_hours: meta(
    'bounties',
    'hours',
    'Review SLA',
    'A submission waiting longer than this is marked overdue in the review queue.',
    false,
  ),
  standard_rules: meta('bounties', 'rules', 'Standard rules', 'Shown on every bounty beside its own rules.', false),
  challenge_vote_min_account_age_hours: meta(
    'bounties',
    'hours',
    'Vote age for challenges',
    'Upvotes from accounts younger than this are shown but not counted.',
    false,
  ),
  upload_max_mb: meta('uploads', 'megabytes', 'Largest video upload', 'The largest video a user may upload.', false),
  upload_video_types: meta(
    'uploads',
    'videoTypes',
    'Video types',
    'Video kinds a user may upload (checked by content on arrival).',
    false,
  ),
};

const MAX_USD = 1_000_000;
export const MAX_STANDARD_RULES = 20;
export const MAX_RULE_LENGTH = 300;
export const UPLOADABLE_VIDEO_TYPES = Object.keys(VIDEO_UPLOAD_MIME) as (keyof typeof VIDEO_UPLOAD_MIME)[];

const wholeBetween = (label: string, min: number, max: number, unit = '') => {
  const message = `${label} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}${unit}.`;
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
};

function ruleOf(key: ConfigKey): z.ZodType<ConfigValue> {
  const { kind, label } = SETTINGS_META[key];
  switch (kind) {
    case 'switch':
      return z.boolean({ error: `${label} must be on or off.` });
    case 'integer':
      return wholeBetween(label, 1, 100_000);
    case 'count':
      return wholeBetween(label, 1, 1_000);
    case 'percent':
      return wholeBetween(label, 0, 100, ' percent');
    case 'usd':
      return wholeBetween(label, 0, MAX_USD, ' dollars');
    case 'hours':
      return wholeBetween(label, 0, 8_760, ' hours');
    case 'megabytes':
      return wholeBetween(label, 1, 5_000, ' MB');
    case 'rules':
      return z
        .array(
          z
            .string({ error: 'Each rule must be text.' })
            .trim()
            .min(1, { error: 'A rule cannot be empty.' })
            .max(MAX_RULE_LENGTH, { error: `A rule must be at most ${MAX_RULE_LENGTH} characters.` }),
          { error: 'The rules must be a list of text.' },
        )
        .max(MAX_STANDARD_RULES, { error: `At most ${MAX_STANDARD_RULES} standard rules.` });
    case 'videoTypes':
      return z
        .array(
          z.enum(UPLOADABLE_VIDEO_TYPES, { error: `Video types must be among ${UPLOADABLE_VIDEO_TYPES.join(', ')}.` }),
          {
            error: 'Video types must be a list.',
          },
        )
        .min(1, { error: 'Allow at least one video type.' })
        .refine((types) => new Set(types).size === types.length, { error: 'Each video type may appear once.' });
  }
}

/** The zod rule of each config key: the server validates PUT /admin/settings/{key} with it, the page its inputs. */
export const SETTING_RULES = Object.fromEntries(CONFIG_KEYS.map((key) => [key, ruleOf(key)])) as Record<
  ConfigKey,
  z.ZodType<ConfigValue>
>;

export const isConfigKey = (key: string): key is ConfigKey => (CONFIG_KEYS as string[]).includes(key);

/** The first message of a failed rule, or null when `value` is valid for `key`. */
export function settingError(key: ConfigKey, value: unknown): string | null {
  const result = SETTING_RULES[key].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value.');
}

export const ADMIN_SETTINGS_MSG = {
  unknownKey: 'This setting does not exist.',
  updated: (label: string) => `${label} saved.`,
} as const;

const configValueSchema = z.union([z.boolean(), z.number(), z.string(), z.array(z.string())]);

/** One row of GET /admin/settings: the value now, the one before it, and who changed it when (from the audit log). */
export const adminSettingSchema = z.object({
  key: z.string(),
  value: configValueSchema,
  previousValue: configValueSchema.nullable(),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
  moneyAffecting: z.boolean(),
  group: z.string(),
  label: z.string(),
  help: z.string(),
});
export type AdminSetting = z.infer<typeof adminSettingSchema>;

/** PUT /admin/settings/{key} body; the value is checked with the key's rule. */
export const settingUpdateSchema = z.object({ value: z.unknown().optional() });
export type SettingUpdate = { value: ConfigValue };

/** The public-room event of a config change: `POST /config/` readers refetch. */
export type ConfigUpdatedPayload = { key: ConfigKey; value: ConfigValue };
