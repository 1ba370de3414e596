import type { GiftCardBrand } from '@crowns/contracts';

/** The sandbox identity page's test people and what the "provider" decides for each. */
export const SANDBOX_IDENTITIES = {
  pass: { name: 'Pat Passing', outcome: 'passed' },
  fail: { name: 'Fran Failing', outcome: 'failed' },
  review: { name: 'Rey Review', outcome: 'review' },
} as const;
export type SandboxIdentity = keyof typeof SANDBOX_IDENTITIES;

export const SANDBOX_IDV_FAILURE = 'The document could not be verified.';

/** Test bank accounts and cards of the add-method page (digits only). */
export const SANDBOX_ROUTING_NUMBER = '110000000';
export const SANDBOX_BANK_ACCOUNTS = { pays: '000123456789', fails: '000111111116' } as const;
export const SANDBOX_DEBIT_CARDS = { pays: '4000056655665556', fails: '4000000000009995' } as const;
/** A credit card: refused on the page at once. */
export const SANDBOX_CREDIT_CARD = '4242424242424242';

export const SANDBOX_PAYOUT_FAILURE = {
  bank: 'The bank account could not be found.',
  debit_card: 'The card issuer declined the payout.',
} as const;

/** Problems the add-method page shows (the provider's own words, not the app's). */
export const SANDBOX_METHOD_MSG = {
  routing: 'Enter a valid routing number. In test mode use 110000000.',
  account: 'Enter an account number of 4 to 17 digits.',
  card: 'Your card number is incomplete.',
  creditCard: 'Only debit cards can receive payouts.',
  expiry: "Your card's expiry date is incomplete.",
  expired: "Your card's expiry date is in the past.",
  name: 'Enter the account holder name.',
} as const;

export const SANDBOX_GIFT_DECLINE_BRAND = 'sandbox-decline';
export const SANDBOX_GIFT_DECLINED = 'The gift card provider declined the order.';

const STANDARD_AMOUNTS = [10, 25, 50, 100];

export const SANDBOX_GIFT_CATALOGUE: GiftCardBrand[] = [
  ...[
    ['amazon', 'Amazon'],
    ['steam', 'Steam'],
    ['xbox', 'Xbox'],
    ['playstation', 'PlayStation'],
    ['apple', 'Apple'],
    ['google-play', 'Google Play'],
  ].map(([id, name]) => ({ id: id!, name: name!, amountsUsd: STANDARD_AMOUNTS, imageUrl: null })),
  { id: SANDBOX_GIFT_DECLINE_BRAND, name: 'Sandbox Decline', amountsUsd: [10], imageUrl: null },
];
