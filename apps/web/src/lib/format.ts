import { formatCrowns, formatDollarAmount, formatUsd } from '@crowns/contracts';

export { formatCrowns, formatDollarAmount, formatUsd };

const ELLIPSIS = '…';

/**
 * Display truncation of names (spec 01 §5): longer than `max` characters → the first `keep` characters plus an
 * ellipsis. `keep` defaults to `max` (target badge 8, bounty cards 12); the search user list uses max 10, keep 8.
 */
export function truncate(name: string | null | undefined, max: number, keep = max): string {
  const value = name ?? '';
  return value.length > max ? `${value.slice(0, keep)}${ELLIPSIS}` : value;
}

/** Viewer counts (spec 01 §2): 1000 or more as x.xk (1000 → 1.0k, 1250 → 1.2k); below that the plain number. */
export function formatViewers(count: number | null | undefined): string {
  const n = Math.max(0, Math.floor(Number(count) || 0));
  if (n < 1000) return String(n);
  // Round down so 999 950 viewers never reads as more than there are.
  return `${(Math.floor(n / 100) / 10).toFixed(1)}k`;
}

/** Image URLs are used only when they start with http, https or / (spec 01 §5). */
export function usableImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const value = url.trim();
  return /^(https?:\/\/|\/)/i.test(value) ? value : null;
}
