import type { AuditEntry } from '@crowns/contracts';

type Described = { action: string; target: string; detail: string };

const record = (data: unknown): Record<string, unknown> =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Human wording of an audit entry; unknown actions show their raw name so nothing is hidden. */
export function describeEntry(entry: AuditEntry): Described {
  const data = record(entry.data);
  const fallbackTarget = entry.targetType ? `${entry.targetType} #${entry.targetId ?? '?'}` : '—';
  switch (entry.action) {
    case 'user.suspend':
    case 'user.unsuspend': {
      const sessions = Number(data.revokedSessions);
      return {
        action: entry.action === 'user.suspend' ? 'Suspended user' : 'Unsuspended user',
        target: typeof data.sc_username === 'string' ? data.sc_username : fallbackTarget,
        detail: Number.isFinite(sessions) ? `${plural(sessions, 'session')} ended` : '',
      };
    }
    case 'promo.create': {
      const value = Number(data.value);
      const detail =
        data.kind === 'bonus_percent'
          ? `+${value}% on next purchase`
          : data.kind === 'credit'
            ? `${value} crowns credit`
            : '';
      return {
        action: 'Created promo code',
        target: typeof data.code === 'string' ? data.code : fallbackTarget,
        detail,
      };
    }
    default:
      return { action: entry.action, target: fallbackTarget, detail: '' };
  }
}
