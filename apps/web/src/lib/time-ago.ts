const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

const FORMAT = {
  long: new Intl.RelativeTimeFormat('en', { numeric: 'auto' }),
  short: new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' }),
};

/**
 * "3 minutes ago", "yesterday", "just now"; `short`: "5 min. ago". Long rounds to the nearest unit, short counts the
 * whole units gone by (the bounty activity feed's wording).
 */
export function timeAgo(iso: string | undefined, now = Date.now(), style: 'long' | 'short' = 'long'): string {
  const at = iso ? new Date(iso).getTime() : Number.NaN;
  if (!Number.isFinite(at)) return '';
  const seconds = style === 'long' ? Math.round((at - now) / 1000) : -Math.round((now - at) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) < size) continue;
    return FORMAT[style].format(style === 'long' ? Math.round(seconds / size) : -Math.floor(-seconds / size), unit);
  }
  return 'just now';
}
