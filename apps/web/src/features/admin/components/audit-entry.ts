import type { AuditEntry } from '@crowns/contracts';
import { formatDateTime } from '../format';

type Described = { action: string; target: string; detail: string };

const record = (data: unknown): Record<string, unknown> =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const DAILY_FIELDS: Record<string, string> = {
  title: 'title',
  description: 'description',
  image_url: 'image',
  category: 'categories',
  rules: 'rules',
  reward_cc: 'reward',
  number_of_claims: 'number of claims',
  duration_start_time: 'start',
  duration_end_time: 'end',
};
const PLATFORMS: Record<string, string> = { twitch: 'Twitch', kick: 'Kick', youtube: 'YouTube', tiktok: 'TikTok' };

const claimText = (data: Record<string, unknown>) => (data.claimId ? `claim #${data.claimId}` : '');
const pickText = (data: Record<string, unknown>) => (data.scheduleId ? `scheduled pick #${data.scheduleId}` : '');
const fromText = (data: Record<string, unknown>) =>
  typeof data.startsAt === 'string' ? `from ${formatDateTime(data.startsAt)}` : '';
const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');

function streamText(data: Record<string, unknown>) {
  const platform = PLATFORMS[String(data.platform)] ?? String(data.platform ?? '');
  if (data.is_live !== true) return `${platform} offline`;
  const viewers = Number(data.viewer_count);
  return `${platform} live${Number.isFinite(viewers) ? ` · ${plural(viewers, 'viewer')}` : ''}`;
}

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
        detail: [
          Number.isFinite(sessions) ? `${plural(sessions, 'session')} ended` : '',
          typeof data.reason === 'string' ? `“${data.reason}”` : '',
        ]
          .filter(Boolean)
          .join(' · '),
      };
    }
    case 'user.role':
      return {
        action: 'Changed role',
        target: typeof data.sc_username === 'string' ? data.sc_username : fallbackTarget,
        detail: `${String(data.from ?? '?')} → ${String(data.to ?? '?')}`,
      };
    case 'user.session_end':
      return {
        action: 'Ended a session',
        target: typeof data.sc_username === 'string' ? data.sc_username : fallbackTarget,
        detail: '',
      };
    case 'user.resend_verification':
      return { action: 'Resent verification email', target: fallbackTarget, detail: '' };
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
    case 'bounty.review.approve':
      return { action: 'Approved submission', target: fallbackTarget, detail: claimText(data) };
    case 'bounty.review.fail': {
      const reason = typeof data.reason === 'string' ? data.reason : '';
      return {
        action: 'Failed submission',
        target: fallbackTarget,
        detail: [claimText(data), reason].filter(Boolean).join(' · '),
      };
    }
    case 'bounty.daily.create':
      return { action: 'Created daily bounty', target: fallbackTarget, detail: '' };
    case 'bounty.daily.update': {
      const changed = Object.keys(data).map((key) => DAILY_FIELDS[key] ?? key);
      return {
        action: 'Edited daily bounty',
        target: fallbackTarget,
        detail: changed.length ? `Changed ${changed.join(', ')}` : '',
      };
    }
    case 'bounty.daily.delete':
      return { action: 'Deleted daily bounty', target: fallbackTarget, detail: '' };
    case 'stream.set':
      return { action: 'Set stream status', target: fallbackTarget, detail: streamText(data) };
    case 'challenge.featured':
      return {
        action: entry.targetId ? 'Featured challenge' : 'Cleared featured challenge',
        target: entry.targetId ? fallbackTarget : '—',
        detail: pickText(data),
      };
    case 'challenge.featured_scheduled':
      return {
        action: 'Scheduled featured pick',
        target: typeof data.title === 'string' ? data.title : fallbackTarget,
        detail: joined(pickText(data), fromText(data)),
      };
    case 'challenge.featured_schedule_cancelled':
      return {
        action: 'Cancelled featured pick',
        target: fallbackTarget,
        detail: joined(pickText(data), fromText(data)),
      };
    case 'challenge.featured_schedule_skipped':
      return {
        action: 'Skipped featured pick',
        target: fallbackTarget,
        detail: joined(pickText(data), 'the challenge had ended'),
      };
    default:
      return { action: entry.action, target: fallbackTarget, detail: '' };
  }
}
