import { act } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { beforeAll, vi } from 'vitest';
import { configureApi } from '../../../../lib/api';
import { installAppActions } from '../../../../lib/app-actions';
import { renderApp, signInAs } from '../../../../test/render-app';
import { closeBountyDialog } from '../../dialog-store';
import { BountyDialogs, preloadBountyDialogs } from '../bounty-dialogs';

// Every file that renders the dialogs has their code loaded first: a dialog then shows as soon as it opens.
beforeAll(preloadBountyDialogs);

const later = <T,>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/**
 * Renders the bounty dialogs at `url` in a fresh query client and router with a toaster, signed in as user 7 unless
 * `visitor`; the login and purchase actions are spies.
 */
export function renderDialogs({ url = '/bounty', visitor = false, slowPath = '' } = {}) {
  act(() => closeBountyDialog());
  signInAs(visitor ? null : '7');
  const openLogin = vi.fn();
  const openPurchase = vi.fn();
  installAppActions({ openLogin, openPurchase });
  const restore = configureApi({ load: vi.fn(), navigate: vi.fn(), reload: vi.fn() });
  // `slowPath` loads lazily, like the app's code-split pages: navigating there takes a moment.
  const slow: RouteObject[] = slowPath
    ? [{ path: slowPath, lazy: async () => ({ element: await later(<BountyDialogs />, 30) }) }]
    : [];
  const view = renderApp({ routes: [...slow, { path: '*', element: <BountyDialogs /> }], url });
  return { ...view, openLogin, openPurchase, restore };
}
