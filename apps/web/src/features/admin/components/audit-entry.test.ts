import type { AuditEntry } from '@crowns/contracts';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format';
import { describeEntry } from './audit-entry';

const entry = (action: string, data: unknown, targetType = 'bounty', targetId = '7'): AuditEntry => ({
  id: '1',
  actor: { id: '1', sc_username: 'boss' },
  action,
  targetType,
  targetId,
  data,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('describeEntry: bounty and stream actions', () => {
  it('words reviews with the claim and the reason of a failure', () => {
    expect(describeEntry(entry('bounty.review.approve', { claimId: 70, reason: null }))).toEqual({
      action: 'Approved submission',
      target: 'bounty #7',
      detail: 'claim #70',
    });
    expect(describeEntry(entry('bounty.review.fail', { claimId: 71, reason: 'Half the chorus' }))).toEqual({
      action: 'Failed submission',
      target: 'bounty #7',
      detail: 'claim #71 · Half the chorus',
    });
  });

  it('words daily bounty changes, naming the edited fields', () => {
    expect(describeEntry(entry('bounty.daily.create', null)).action).toBe('Created daily bounty');
    expect(describeEntry(entry('bounty.daily.update', { title: 'X', number_of_claims: 12 })).detail).toBe(
      'Changed title, number of claims',
    );
    expect(describeEntry(entry('bounty.daily.delete', null)).action).toBe('Deleted daily bounty');
  });

  it('words stream switches by platform, live state and viewers', () => {
    const live = entry('stream.set', { platform: 'kick', is_live: true, viewer_count: 1 }, 'user', '5');
    expect(describeEntry(live)).toEqual({
      action: 'Set stream status',
      target: 'user #5',
      detail: 'Kick live · 1 viewer',
    });
    expect(describeEntry(entry('stream.set', { platform: 'twitch', is_live: false }, 'user', '5')).detail).toBe(
      'Twitch offline',
    );
  });
});

describe('describeEntry: user detail actions', () => {
  it('words a suspension with its reason, a role change, an ended session and a resent verification', () => {
    expect(
      describeEntry(
        entry('user.suspend', { sc_username: 'alice', revokedSessions: 2, reason: 'Spam links' }, 'user', '5'),
      ),
    ).toEqual({ action: 'Suspended user', target: 'alice', detail: '2 sessions ended · “Spam links”' });
    expect(
      describeEntry(entry('user.role', { sc_username: 'alice', from: 'user', to: 'read_only_admin' }, 'user', '5')),
    ).toEqual({ action: 'Changed role', target: 'alice', detail: 'user → read_only_admin' });
    expect(describeEntry(entry('user.session_end', { sc_username: 'alice' }, 'user', '5')).action).toBe(
      'Ended a session',
    );
    expect(describeEntry(entry('user.resend_verification', null, 'user', '5'))).toEqual({
      action: 'Resent verification email',
      target: 'user #5',
      detail: '',
    });
  });
});

describe('describeEntry: featured challenge actions', () => {
  const at = '2026-12-01T18:30:00.000Z';
  it('words a pick, a clear, and a pick the schedule applied', () => {
    expect(describeEntry(entry('challenge.featured', null, 'challenge', '4'))).toEqual({
      action: 'Featured challenge',
      target: 'challenge #4',
      detail: '',
    });
    expect(describeEntry({ ...entry('challenge.featured', null, 'challenge', '4'), targetId: null })).toMatchObject({
      action: 'Cleared featured challenge',
      target: '—',
    });
    expect(describeEntry(entry('challenge.featured', { scheduleId: 3, startsAt: at }, 'challenge', '4')).detail).toBe(
      'scheduled pick #3',
    );
  });

  it('words scheduling, cancelling and skipping a pick with its time', () => {
    expect(
      describeEntry(
        entry('challenge.featured_scheduled', { scheduleId: 3, startsAt: at, title: 'Dance-off' }, 'challenge', '4'),
      ),
    ).toEqual({
      action: 'Scheduled featured pick',
      target: 'Dance-off',
      detail: `scheduled pick #3 · from ${formatDateTime(at)}`,
    });
    expect(
      describeEntry(entry('challenge.featured_schedule_cancelled', { scheduleId: 3, startsAt: at }, 'challenge', '4')),
    ).toEqual({
      action: 'Cancelled featured pick',
      target: 'challenge #4',
      detail: `scheduled pick #3 · from ${formatDateTime(at)}`,
    });
    expect(
      describeEntry(
        entry('challenge.featured_schedule_skipped', { scheduleId: 3, reason: 'challenge_closed' }, 'challenge', '4'),
      ).detail,
    ).toBe('scheduled pick #3 · the challenge had ended');
  });
});
