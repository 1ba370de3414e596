import { describe, expect, it } from 'vitest';
import { bannerOf, streamerTag } from './banner';
import { bountyFixture, claimFixture } from './test/fixtures';

describe('card banners', () => {
  it("'Won by', 'Claimed by' and 'Failed by' name the claimant cut at 6 characters", () => {
    const winner = claimFixture({ user_id: 9, name: 'streamerkai', status: 'completed' });
    expect(bannerOf(bountyFixture({ status: 'completed', claims: [winner] }))).toEqual({
      text: 'Won by',
      name: 'stream…',
      tone: 'success',
    });
    const holder = claimFixture({ user_id: 9, name: 'luna', status: 'claimed' });
    expect(bannerOf(bountyFixture({ status: 'claimed', claims: [holder] }))).toMatchObject({
      text: 'Claimed by',
      name: 'luna',
    });
    const quitter = claimFixture({ user_id: 9, name: 'rex_the_great', status: 'quitted' });
    expect(bannerOf(bountyFixture({ status: 'failed', failure_reason: 'quitted', claims: [quitter] }))).toMatchObject({
      text: 'Failed by',
      name: 'rex_th…',
      tone: 'danger',
    });
  });

  it("reads 'Unclaimed Bounty' for unclaimed ones and 'In Review' for submitted ones", () => {
    expect(bannerOf(bountyFixture({ status: 'unclaimed' }))?.text).toBe('Unclaimed Bounty');
    expect(bannerOf(bountyFixture({ status: 'failed', failure_reason: 'unclaimed' }))?.text).toBe('Unclaimed Bounty');
    expect(bannerOf(bountyFixture({ status: 'submitted' }))).toEqual({ text: 'In Review', tone: 'warning' });
    expect(bannerOf(bountyFixture({ status: 'active' }))).toBeNull();
  });

  it('tags a targeted bounty with the streamer name cut at 8', () => {
    const target = { id: 3, sc_username: 'mira_streams', image_url: null, is_live: false };
    expect(streamerTag(bountyFixture({ target_user: target }))).toBe('@mira_str…');
    expect(streamerTag(bountyFixture({ target_user: { ...target, sc_username: 'mira' } }))).toBe('@mira');
    expect(streamerTag(bountyFixture())).toBeNull();
  });
});
