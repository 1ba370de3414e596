import { describe, expect, it } from 'vitest';
import { buttonsFor, clickTarget, deepLinkTarget, isExtended, relationOf, statusLabel, timingOf } from './relation';
import type { Bounty, BountyClaim } from './types';

const claim = (over: Partial<BountyClaim>): BountyClaim => ({
  id: 1,
  user_id: 9,
  user: { image_url: null, sc_username: 'claimer' },
  status: 'claimed',
  modified_end_time: '2026-01-02T00:00:00.000Z',
  submit_link: null,
  platform: null,
  title: null,
  submitted_at: null,
  ...over,
});

const bounty = (over: Partial<Bounty> = {}): Bounty =>
  ({
    id: 5,
    status: 'active',
    bounty_type: 'video',
    creater_id: 1,
    creator: { id: 1, sc_username: 'maker', image_url: null },
    target_user: null,
    claims: [],
    duration_start_time: '2026-01-01T00:00:00.000Z',
    duration_end_time: '2026-01-02T00:00:00.000Z',
    ...over,
  }) as Bounty;

describe('relation of the user to a bounty (spec 02 §4)', () => {
  it('is createdByMe, forMe (target or daily), forAnotherUser or public', () => {
    expect(relationOf(bounty(), '1')).toBe('createdByMe');
    expect(relationOf(bounty({ target_user: { id: 9, sc_username: 't', image_url: null, is_live: false } }), 9)).toBe(
      'forMe',
    );
    expect(relationOf(bounty({ bounty_type: 'daily' }), 9)).toBe('forMe');
    expect(relationOf(bounty({ target_user: { id: 3, sc_username: 't', image_url: null, is_live: false } }), 9)).toBe(
      'forAnotherUser',
    );
    expect(relationOf(bounty(), 9)).toBe('public');
  });

  it('gives the buttons of each relation, without Up the Ante on the dashboard', () => {
    expect(buttonsFor('public')).toEqual(['share', 'upTheAnte', 'claim']);
    expect(buttonsFor('forMe')).toEqual(['claim']);
    expect(buttonsFor('forAnotherUser')).toEqual(['share', 'upTheAnte']);
    expect(buttonsFor('public', { onDashboard: true })).toEqual(['share', 'claim']);
  });
});

describe('click on a bounty, in order (spec 02 §4)', () => {
  const me = { loggedIn: true, userId: '9' };
  it('asks a visitor to log in, and does nothing when the config check fails', () => {
    expect(clickTarget(bounty(), { loggedIn: false })).toBe('login');
    expect(clickTarget(bounty(), { ...me, configOk: false })).toBe('none');
  });
  it('opens the viewer for a completed bounty and the ended view for ended bounties or claims', () => {
    expect(clickTarget(bounty({ status: 'completed' }), me)).toBe('viewer');
    expect(clickTarget(bounty({ status: 'submitted' }), me)).toBe('ended');
    expect(clickTarget(bounty({ status: 'failed' }), me)).toBe('ended');
    expect(clickTarget(bounty({ status: 'claimed', claims: [claim({ status: 'submitted' })] }), me)).toBe('ended');
  });
  it('opens the creator view, the claimed manager, else the claim view', () => {
    expect(clickTarget(bounty(), { loggedIn: true, userId: '1' })).toBe('creator');
    expect(clickTarget(bounty({ status: 'claimed', claims: [claim({})] }), me)).toBe('claimed');
    expect(clickTarget(bounty(), me)).toBe('claim');
  });
});

describe('deep link (spec 02 §4)', () => {
  it('shows the creator view, a disabled claim view for my claim, the ended view, or the claim view', () => {
    expect(deepLinkTarget(bounty(), '1')).toEqual({ kind: 'creator', actionsDisabled: false });
    expect(deepLinkTarget(bounty({ status: 'claimed', claims: [claim({})] }), '9')).toEqual({
      kind: 'claim',
      actionsDisabled: true,
    });
    expect(deepLinkTarget(bounty({ status: 'claimed', claims: [claim({ user_id: 4 })] }), '9').kind).toBe('ended');
    expect(deepLinkTarget(bounty(), '9')).toEqual({ kind: 'claim', actionsDisabled: false });
  });
  it('shows a bounty that is over with its outcome, to its creator too', () => {
    expect(deepLinkTarget(bounty({ status: 'unclaimed' }), '1').kind).toBe('ended');
    expect(deepLinkTarget(bounty({ status: 'completed' }), '1').kind).toBe('ended');
    expect(deepLinkTarget(bounty({ status: 'claimed', claims: [claim({})] }), '1').kind).toBe('creator');
  });
});

describe('labels', () => {
  it('times a card: Starts In, Ends In, Ended', () => {
    const b = bounty();
    expect(timingOf(b, Date.parse('2025-12-31T00:00:00Z')).label).toBe('Starts In');
    expect(timingOf(b, Date.parse('2026-01-01T12:00:00Z'))).toEqual({
      label: 'Ends In',
      target: Date.parse('2026-01-02T00:00:00Z'),
    });
    expect(timingOf(b, Date.parse('2026-01-03T00:00:00Z')).label).toBe('Ended');
  });
  it('reads the status column: In Review for my submitted claim, Available for active', () => {
    expect(statusLabel(bounty(), 9)).toBe('Available');
    expect(statusLabel(bounty({ status: 'claimed', claims: [claim({ status: 'submitted' })] }), 9)).toBe('In Review');
    expect(statusLabel(bounty({ status: 'unclaimed' }), 9)).toBe('Unclaimed');
  });
  it('detects an extended claim by its end later than the bounty end', () => {
    expect(isExtended(bounty(), claim({ modified_end_time: '2026-01-02T00:10:00.000Z' }))).toBe(true);
    expect(isExtended(bounty(), claim({}))).toBe(false);
  });
});
