/** Config keys of spec 01 §3 with their seeded defaults (stored as text, typed on read). */
export const CONFIG_DEFAULTS = {
  kyc_check_flag: false,
  withdraw_threshold: 20,
  purchase_threshold: 5,
  withdraw_kyc_threshold: 600,
  purchase_kyc_threshold: 1000,
  cc_per_usd: 100,
  transaction_fee_percent: 10,
  card_redeem_check: false,
  tebex_redeem_check: false,
  withdrawal_flag: true,
  purchase_flag: true,
  nuvei_purchase_flag: false,
  approvely_purchase_flag: false,
  nuvei_withdrawal_flag: false,
  approvely_withdrawal_flag: false,
  pilot_phase_status: false,
  apt_withdrawal_flag: false,
  standard_rules: [
    'The video must be public or unlisted on the chosen platform.',
    'The task must be shown clearly and completely in the video.',
    'No harmful, illegal or hateful content.',
  ],
  bounty_deletion_fee_percent: 5,
  daily_purchase_threshold: 1000,
  /** Upvotes from accounts younger than this many hours are shown but not counted (decision 014). */
  challenge_vote_min_account_age_hours: 24,
  /** Largest video a user may upload (signed PUT), in megabytes. */
  upload_max_mb: 500,
  /** Video kinds a user may upload, by extension (checked by content on arrival). */
  upload_video_types: ['mp4', 'webm', 'mov'],
} as const;

export type ConfigKey = keyof typeof CONFIG_DEFAULTS;
export const CONFIG_KEYS = Object.keys(CONFIG_DEFAULTS) as ConfigKey[];
export type ConfigValue = boolean | number | string | readonly string[];
