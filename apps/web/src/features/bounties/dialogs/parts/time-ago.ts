const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });

/** "5 min. ago", "yesterday"; under a minute "just now". */
export function timeAgo(iso: string | undefined, now = Date.now()): string {
  const at = iso ? new Date(iso).getTime() : Number.NaN;
  if (!Number.isFinite(at)) return '';
  const seconds = Math.round((now - at) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
