const MAX_REWARD_DIGITS = 5;

/**
 * Starting reward in dollars: digits and one dot, at most 5 characters without the dot (spec 02 §5), cents at most.
 * Returns the previous value when the new one breaks a rule, so typing past a limit does nothing.
 */
export function sanitizeUsd(raw: string, previous: string): string {
  const value = raw.replace(/\s/g, '');
  if (value === '') return '';
  if (!/^\d*\.?\d{0,2}$/.test(value)) return previous;
  if (value.replace('.', '').length > MAX_REWARD_DIGITS) return previous;
  return value;
}

/** crowns = rounded USD × cc_per_usd (spec 02 §5). */
export const usdToCrowns = (usd: string | number, ccPerUsd: number) => {
  const n = Number(usd);
  return Number.isFinite(n) ? Math.round(n * ccPerUsd) : 0;
};
