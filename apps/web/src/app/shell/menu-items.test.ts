import { describe, expect, it } from 'vitest';
import { userMenu } from './menu-items';

const labels = (username: string | null, loggedIn: boolean) => userMenu(username, loggedIn).map((e) => e.label);

describe('userMenu', () => {
  it('shows Profile and Stream Manager to a user with a username, with their paths', () => {
    const entries = userMenu('nova_plays', true);
    expect(entries.find((e) => e.label === 'Profile')?.to).toBe('/@nova_plays');
    expect(entries.find((e) => e.label === 'Stream Manager')?.to).toBe('/streamManager/@nova_plays');
  });

  it('hides Stream Manager (and Profile) from a signed-in user without a username', () => {
    expect(labels(null, true)).not.toContain('Stream Manager');
    expect(labels('', true)).not.toContain('Profile');
  });

  it('keeps Stream Manager out of the logged-out menu', () => {
    expect(labels(null, false)).not.toContain('Stream Manager');
  });
});
