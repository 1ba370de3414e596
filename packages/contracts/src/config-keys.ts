/** Config keys of spec 01 §3 with their seeded defaults (stored as text, typed on read). */
export const CONFIG_DEFAULTS = {
  /** Identity verification before withdrawals (decision 018); off only for a pilot without payouts. */
  kyc_check_flag: true,
  /** Smallest withdrawal, in dollars. */
  withdraw_threshold: 20,
  purchase_threshold: 5,
  /** Dollars withdrawn in 365 days above which a second (enhanced) identity check is needed. */
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
  /** Fee on bank and debit card withdrawals, percent of the crowns withdrawn (rounded down); gift cards have none. */
  withdrawal_fee_percent: 2,
  /** Withdrawals of this many dollars or more wait for an admin review. */
  withdrawal_review_usd: 500,
  /** Upvotes from accounts younger than this many hours are shown but not counted (decision 014). */
  challenge_vote_min_account_age_hours: 24,
  /** Dollars charged per minute when a claimer extends their deadline (in crowns: times cc_per_usd). */
  bounty_extension_usd_per_minute: 1,
  /** Claims one user may hold at once that are claimed and not yet submitted ('Bounty claim limit reached.'). */
  open_claims_per_user: 5,
  /** A submission waiting longer than this many hours is overdue in the admin review queue. */
  review_sla_hours: 48,
  /** Largest video a user may upload (signed PUT), in megabytes. */
  upload_max_mb: 500,
  /** Video kinds a user may upload, by extension (checked by content on arrival). */
  upload_video_types: ['mp4', 'webm', 'mov'],
} as const;

export type ConfigKey = keyof typeof CONFIG_DEFAULTS;
export const CONFIG_KEYS = Object.keys(CONFIG_DEFAULTS) as ConfigKey[];
export type ConfigValue = boolean | number | string | readonly string[];
