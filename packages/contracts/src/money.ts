import { LIMITS } from './constants';

/** Dollars from crowns, as a number with cents precision. */
export const crownsToUsd = (crowns: number, ccPerUsd: number) =>
  crowns / (ccPerUsd > 0 ? ccPerUsd : LIMITS.ccPerUsdFallback);

/**
 * An en-US number format made once, on first use. `toLocaleString` with a locale builds a new one on every call
 * (~30 µs), and one board shows dozens of amounts.
 */
function numberFormat(options: Intl.NumberFormatOptions = {}): (n: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (n) => {
    format ??= new Intl.NumberFormat('en-US', options);
    return format.format(n);
  };
}

const withCents = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$1,234.50" from dollars. */
export const formatDollarAmount = (dollars: number) => `$${withCents(dollars)}`;

/** "$12.50" from 1,250 crowns at 100 crowns a dollar. */
export const formatUsd = (crowns: number, ccPerUsd: number) => formatDollarAmount(crownsToUsd(crowns, ccPerUsd));

/** "1,250". */
export const formatCrowns = numberFormat();
