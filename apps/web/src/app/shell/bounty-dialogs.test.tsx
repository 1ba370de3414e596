import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeBountyDialog } from '../../features/bounties/dialog-store';
import { deepLinkDialogs } from '../../features/bounties/dialogs/deep-link-dialogs';
import { bountyOf } from '../../features/bounties/dialogs/test/fixtures';
import { mockApi } from '../../features/bounties/dialogs/test/mock-api';
import { configureApi } from '../../lib/api';
import { imageLoads } from '../../test/image-loads';
import { renderApp, signInAs } from '../../test/render-app';
import { BountyDialogsHost, startDeepLink } from './bounty-dialogs';

afterEach(() => {
  act(() => closeBountyDialog());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** Spies on the code loads of the three views a share link opens. */
const viewLoads = () => {
  const loads: string[] = [];
  for (const [kind, view] of Object.entries(deepLinkDialogs))
    vi.spyOn(view, 'preload').mockImplementation(() => {
      loads.push(kind);
      return new Promise(() => undefined);
    });
  return loads;
};

/** The app starting on `url`. */
const startAt = (url: string) => {
  window.history.replaceState(null, '', url);
  startDeepLink(new QueryClient());
};

describe('the shell’s bounty dialogs host', () => {
  it('fetches a deep link’s bounty and preloads its thumbnail while the dialogs load, with one call in all', async () => {
    signInAs('7');
    configureApi({ load: vi.fn(), navigate: vi.fn(), reload: vi.fn() });
    const loaded = imageLoads();
    const api = mockApi(bountyOf({ image_url: '/files/public/bounties/abc.png' }));
    renderApp({ routes: [{ path: '*', element: <BountyDialogsHost /> }], url: '/?bountyId=5' });

    // The first render in this file loads the dialogs' code: slow in a test run.
    await screen.findByRole('dialog', { name: 'Bounty Info' }, { timeout: 10_000 });
    expect(api.called('GET /bounty/5')).toHaveLength(1);
    expect(loaded).toEqual(['/files/public/thumbs/bounties/abc.png.webp']);
  }, 15_000);

  it('starts a visitor’s share link before the first render: its call, and the claim view’s code without waiting for the answer', () => {
    signInAs(null);
    const loads = viewLoads();
    const api = mockApi(bountyOf({ id: 8 }));

    startAt('/?bountyId=8');

    expect(api.called('GET /bounty/8')).toHaveLength(1);
    expect(loads).toEqual(['claim']);
  });

  it('loads a member’s view by their relation to the bounty once its answer is in: the creator’s for their own', async () => {
    signInAs('7');
    const loads = viewLoads();
    const mine = { id: 9, creater_id: 7, creator: { id: 7, sc_username: 'nova_plays', image_url: null } };
    const api = mockApi(bountyOf(mine));

    startAt('/?bountyId=9');

    expect(loads).toEqual([]);
    await waitFor(() => expect(loads).toEqual(['creator']));
    expect(api.called('GET /bounty/9')).toHaveLength(1);
  });

  it('starts nothing without a numeric ?bountyId=', () => {
    signInAs(null);
    const loads = viewLoads();
    const api = mockApi(bountyOf({ id: 10 }));

    startAt('/?bountyId=abc');

    expect(api.calls).toHaveLength(0);
    expect(loads).toEqual([]);
  });
});
