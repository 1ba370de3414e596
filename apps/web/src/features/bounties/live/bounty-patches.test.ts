import { describe, expect, it } from 'vitest';
import type { BountyClaim } from '../types';
import { applyAdminUpdate, applyExtended, applyUpped } from './bounty-patches';
import { aBounty } from './test/bounty-fixture';

const claim = (over: Partial<BountyClaim> = {}): BountyClaim => ({
  id: 40,
  user_id: 9,
  user: { image_url: null, sc_username: 'rex' },
  status: 'claimed',
  modified_end_time: '2030-01-02T00:00:00.000Z',
  submit_link: null,
  platform: null,
  title: null,
  submitted_at: null,
  ...over,
});

describe('bountyUpped', () => {
  const upped = { bountyId: 1, amount: 15, amount_cc: 1500, userCount: 2, antesCount: 3, starting_cc: 1000 };

  it('replaces the amount and takes the absolute counts and starting_cc as sent', () => {
    const b = applyUpped(aBounty({ id: 1, amount: 10, amount_cc: 1000, antesCount: 2, userCount: 1 }), upped);
    expect(b).toMatchObject({ amount: 15, amount_cc: 1500, antesCount: 3, userCount: 2, starting_cc: 1000 });
  });

  it('is idempotent: the same event twice leaves the same counts', () => {
    const once = applyUpped(aBounty({ id: 1, antesCount: 2 }), upped);
    expect(applyUpped(once, upped).antesCount).toBe(3);
  });

  it('without an antesCount in the payload the count goes up by one (a numeric string too)', () => {
    const b = applyUpped(aBounty({ antesCount: '4' as unknown as number }), { bountyId: 1, amount: 20 });
    expect(b.antesCount).toBe(5);
    expect(b.amount).toBe(20);
  });
});

describe('bountyClaimedExtended', () => {
  it("sets the claim's modified_end_time from the payload and keeps the bounty's end", () => {
    const b = aBounty({ claims: [claim(), claim({ id: 41 })] });
    const next = applyExtended(b, {
      bountyId: b.id,
      claimId: 40,
      claimUserId: 9,
      minutes: 10,
      modified_end_time: '2030-01-02T00:10:00.000Z',
    });
    expect(next.claims.map((c) => c.modified_end_time)).toEqual([
      '2030-01-02T00:10:00.000Z',
      '2030-01-02T00:00:00.000Z',
    ]);
    expect(next.duration_end_time).toBe(b.duration_end_time);
    expect(
      applyExtended(next, {
        bountyId: b.id,
        claimId: 40,
        claimUserId: 9,
        minutes: 10,
        modified_end_time: '2030-01-02T00:10:00.000Z',
      }),
    ).toBe(next);
  });

  it('moves the deadline later by the minutes when the payload has no end time', () => {
    const b = aBounty({ claims: [claim()] });
    const next = applyExtended(b, { bountyId: b.id, claimId: 40, claimUserId: 9, minutes: 15 });
    expect(next.claims[0]!.modified_end_time).toBe('2030-01-02T00:15:00.000Z');
  });

  it('changes nothing for a claim it does not hold', () => {
    const b = aBounty({ claims: [claim()] });
    expect(applyExtended(b, { bountyId: b.id, claimId: 99, claimUserId: 9, minutes: 5 })).toBe(b);
  });
});

describe('bountyAdminUpdate', () => {
  it('merges the modified data into the daily bounty, keeping its id', () => {
    const b = aBounty({ id: 5, bounty_type: 'daily', title: 'Old' });
    const next = applyAdminUpdate(b, { bountyId: 5, modifiedData: { title: 'New', number_of_claims: 20, id: 6 } });
    expect(next).toMatchObject({ id: 5, title: 'New', number_of_claims: 20, bounty_type: 'daily' });
  });
});
