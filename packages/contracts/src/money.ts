import { LIMITS } from './constants';

/** Dollars from crowns, as a number with cents precision. */
export const crownsToUsd = (crowns: number, ccPerUsd: number) =>
  crowns / (ccPerUsd > 0 ? ccPerUsd : LIMITS.ccPerUsdFallback);

export const formatUsd = (crowns: number, ccPerUsd: number) =>
  `$${crownsToUsd(crowns, ccPerUsd).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const formatCrowns = (crowns: number) => crowns.toLocaleString('en-US');
