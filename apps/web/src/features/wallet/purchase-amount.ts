import { PURCHASE_MAX_CROWNS, WALLET_MSG } from '@crowns/contracts';

/**
 * The custom crowns field as typed (spec 02 §5): digits only, leading zeros stripped, capped at the maximum.
 * '' means empty.
 */
export function sanitizeCrowns(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '');
  if (digits === '') return '';
  return Number(digits) > PURCHASE_MAX_CROWNS ? String(PURCHASE_MAX_CROWNS) : digits;
}

/** Crowns for a dollar preset: dollars × cc_per_usd. */
export const presetCrowns = (usd: number, ccPerUsd: number) => Math.round(usd * ccPerUsd);

/** The fewest crowns one purchase may buy: purchase_threshold × cc_per_usd. */
export const minimumCrowns = (thresholdUsd: number, ccPerUsd: number) => Math.ceil(thresholdUsd * ccPerUsd);

/** The message under the custom field, or null when the amount can be bought. */
export function customAmountError(crowns: number | null, thresholdUsd: number, ccPerUsd: number): string | null {
  if (crowns === null) return WALLET_MSG.crownsRequired;
  if (crowns < minimumCrowns(thresholdUsd, ccPerUsd)) return WALLET_MSG.minimumPurchase(thresholdUsd);
  return null;
}
