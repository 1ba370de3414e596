import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeBountyDialog } from '../../features/bounties/dialog-store';
import { bountyOf } from '../../features/bounties/dialogs/test/fixtures';
import { mockApi } from '../../features/bounties/dialogs/test/mock-api';
import { configureApi } from '../../lib/api';
import { renderApp, signInAs } from '../../test/render-app';
import { BountyDialogsHost } from './bounty-dialogs';

afterEach(() => {
  act(() => closeBountyDialog());
  vi.unstubAllGlobals();
});

describe('the shell’s bounty dialogs host', () => {
  it('fetches a deep link’s bounty and preloads its thumbnail while the dialogs load, with one call in all', async () => {
    signInAs('7');
    configureApi({ load: vi.fn(), navigate: vi.fn(), reload: vi.fn() });
    const loaded: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          loaded.push(url);
        }
      },
    );
    const api = mockApi(bountyOf({ image_url: '/files/public/bounties/abc.png' }));
    renderApp({ routes: [{ path: '*', element: <BountyDialogsHost /> }], url: '/?bountyId=5' });

    // The first render in this file loads the dialogs' code: slow in a test run.
    await screen.findByRole('dialog', { name: 'Bounty Info' }, { timeout: 10_000 });
    expect(api.called('GET /bounty/5')).toHaveLength(1);
    expect(loaded).toEqual(['/files/public/thumbs/bounties/abc.png.webp']);
  }, 15_000);
});
