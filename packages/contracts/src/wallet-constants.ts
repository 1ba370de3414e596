/** The wallet's limits, transfer kinds and texts, without schemas (the web's first pages load no zod). */
/** Crowns bought in one purchase at most (spec 02 §9: custom cap 50000). */
export const PURCHASE_MAX_CROWNS = 50000;
/** Dollar presets of the Purchase Crowns dialog (spec 02 §9). */
export const PURCHASE_PRESETS_USD = [10, 25, 50, 100, 250] as const;

/** Ledger transfer types and the wallet-history filter kind each belongs to. */
export const TRANSFER_KINDS = {
  purchase: 'purchase',
  promo_credit: 'promo',
  promo_bonus: 'promo',
  bounty_create: 'bounty',
  bounty_ante: 'bounty',
  bounty_extend: 'bounty',
  bounty_refund: 'refund',
  bounty_payout: 'payout',
  bounty_fee: 'fee',
  bounty_deletion_fee: 'fee',
  challenge_fund: 'challenge',
  challenge_prize: 'challenge',
  challenge_refund: 'refund',
  withdrawal: 'withdrawal',
  withdrawal_reversal: 'withdrawal',
  /** Hold → external cash and fee: never touches a wallet, so never in a wallet's history. */
  withdrawal_settlement: 'withdrawal',
  adjustment: 'adjustment',
} as const;
export type TransferType = keyof typeof TRANSFER_KINDS;
export type TransferKind = (typeof TRANSFER_KINDS)[TransferType];

export const TRANSACTION_FILTERS = [
  'all',
  'purchase',
  'bounty',
  'challenge',
  'refund',
  'payout',
  'promo',
  'fee',
  'withdrawal',
] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];

export const PURCHASE_STATUSES = ['pending', 'requires_action', 'succeeded', 'declined'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** Wallet, purchase and promo texts shown to users. */
export const WALLET_MSG = {
  notEnoughAmount: "You don't have enough amount",
  insufficientFunds: "You don't have enough crowns for this.",
  minimumPurchase: (thresholdUsd: number) => `Enter CC Amount minimum $${thresholdUsd}`,
  maximumPurchase: `You can buy at most ${PURCHASE_MAX_CROWNS} crowns at once.`,
  crownsRequired: 'Enter the number of crowns to buy.',
  crownsWhole: 'Crowns must be a whole number.',
  purchasesDisabled: 'Buying crowns is currently unavailable. Please try again later.',
  dailyLimit: (limitUsd: number) =>
    `You have reached the daily purchase limit of $${limitUsd}. Please try again tomorrow.`,
  providerUnavailable: 'The payment provider is unavailable. Please try again.',
  purchaseNotFound: 'Purchase not found.',
  cardDeclined: 'Your card was declined.',
  authenticationFailed: 'We could not authenticate your payment. Your card was not charged.',
  checkoutCancelled: 'Checkout cancelled. Your card was not charged.',
  promoRequired: 'Enter a promo code.',
  promoInvalid: 'Invalid promo code.',
  promoExpired: 'This promo code has expired.',
  promoUsedUp: 'This promo code has reached its redemption limit.',
  promoAlreadyUsed: 'You have already used this promo code.',
  promoBonusPending: 'You already have a promo bonus waiting for your next purchase.',
  promoCredited: (crowns: number) => `Promo code applied. ${crowns} crowns were added to your wallet.`,
  promoBonusSaved: (percent: number) => `Promo code applied. You get ${percent}% extra crowns on your next purchase.`,
  promoExists: 'A promo code with this code already exists.',
  invalidFilter: 'Invalid filter.',
  invalidDateRange: 'Invalid date range. Use YYYY-MM-DD,YYYY-MM-DD.',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request.',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed. Please retry.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 characters.',
} as const;
