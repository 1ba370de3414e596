import { BOUNTY_LIMITS, BOUNTY_MSG } from '@crowns/contracts';

/** The default addition (Up the Ante, Add to Prize): 5 dollars' worth of crowns, capped at the balance (spec 02 §5, §9). */
export const defaultAddition = (ccPerUsd: number, balance: number) =>
  Math.max(0, Math.min(BOUNTY_LIMITS.defaultAnteUsd * ccPerUsd, Math.floor(balance)));

/** The typed amount: digits only, from 0 up to the balance. */
export function parseAddition(text: string, balance: number): number {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return 0;
  return Math.min(Number(digits), Math.max(0, Math.floor(balance)));
}

/** 0 gives 'Crown amount cannot be 0. Please enter a valid value.' (the challenge's addZero is the same text). */
export const additionError = (amount: number) => (amount > 0 ? undefined : BOUNTY_MSG.anteZero);

/** The balance is short when it cannot cover the default addition. */
export const balanceIsShort = (ccPerUsd: number, balance: number) => balance < BOUNTY_LIMITS.defaultAnteUsd * ccPerUsd;
