/** Money out (decision 018): the kinds, statuses and texts of withdrawals and identity checks, without schemas. */
export const PAYOUT_METHOD_TYPES = ['bank', 'debit_card'] as const;
export type PayoutMethodType = (typeof PAYOUT_METHOD_TYPES)[number];

export const WITHDRAWAL_KINDS = ['bank', 'debit_card', 'gift_card'] as const;
export type WithdrawalKind = (typeof WITHDRAWAL_KINDS)[number];

/**
 * review: waiting for an admin (large or unusual); held: an admin parked it with a reason, still undecided;
 * processing: sent (or being sent) to the provider; paid: settled; failed: the provider refused it, crowns back;
 * rejected: an admin refused it, crowns back.
 */
export const WITHDRAWAL_STATUSES = ['review', 'held', 'processing', 'paid', 'failed', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** What the wallet history calls each status (pending covers review, held and processing). */
export const WITHDRAWAL_STATUS_LABEL: Record<WithdrawalStatus, 'Pending' | 'Paid' | 'Failed'> = {
  review: 'Pending',
  held: 'Pending',
  processing: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  rejected: 'Failed',
};

export const KYC_LEVELS = ['basic', 'enhanced'] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];

/** none: never started; pending: started, not finished; review: the provider is checking by hand. */
export const KYC_STATUSES = ['none', 'pending', 'review', 'passed', 'failed'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** Texts shown to users, word for word. */
export const PAYOUT_MSG = {
  withdrawalsDisabled: 'Withdrawals are currently unavailable. Please try again later.',
  crownsRequired: 'Enter the number of crowns to withdraw.',
  crownsWhole: 'Crowns must be a whole number.',
  minimum: (usd: number) => `The minimum withdrawal is $${usd}.`,
  notWithdrawable: (crowns: number) =>
    `You can withdraw up to ${crowns} crowns. Purchased crowns and promo credit can be spent but not withdrawn.`,
  kycRequired: 'Verify your identity before your first withdrawal.',
  kycEnhancedRequired: (usd: number) =>
    `Withdrawals above $${usd} a year need a second identity check. Verify your identity again to continue.`,
  kycPending: 'Finish verifying your identity to withdraw.',
  kycInReview: 'Your identity check is being reviewed. You can withdraw once it is approved.',
  kycFailed: 'We could not verify your identity, so withdrawals are not available on this account. Contact support.',
  kycPassed: 'Your identity is verified.',
  kycSessionNotFound: 'Verification session not found.',
  methodRequired: 'Choose where to send the money.',
  methodNotFound: 'Payout method not found.',
  methodTypeInvalid: 'Choose a bank account or a debit card.',
  methodLinkInvalid: 'This link has expired. Please add the payout method again.',
  methodAdded: (label: string) => `${label} was added.`,
  methodRemoved: 'Payout method removed.',
  withdrawalNotFound: 'Withdrawal not found.',
  withdrawalRequested: 'Withdrawal requested. We will email you when it is paid.',
  withdrawalInReview: 'Your withdrawal is waiting for a review. We will email you when it is sent.',
  withdrawalPaid: 'Your withdrawal was paid.',
  withdrawalFailed: 'Your withdrawal failed. The crowns are back in your wallet.',
  giftCardNotFound: 'Gift card not found.',
  giftCardAmountInvalid: 'Choose one of the listed amounts.',
  giftCardsUnavailable: 'Gift cards are currently unavailable. Please try again later.',
  giftCardSent: (brand: string) => `Your ${brand} gift card is on its way to your email.`,
  providerUnavailable: 'The payout provider is unavailable. Please try again.',
  // Admin review queue
  reviewNotPending: 'This withdrawal is no longer waiting for a review.',
  reasonRequired: 'Enter a reason.',
  approved: 'Withdrawal approved and sent.',
  rejected: 'Withdrawal rejected. The crowns are back in the wallet.',
  held: 'Withdrawal put on hold.',
} as const;
