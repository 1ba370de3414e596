import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { installAppActions } from '../../../../lib/app-actions';
import { renderApp, signInAs } from '../../../../test/render-app';
import { closeBountyDialog } from '../../dialog-store';

export const ME_ID = '7';

/** Renders `ui` in a fresh query client and router with a toaster; signed in as user 7 unless `visitor`. */
export function renderPage(ui: ReactNode, { url = '/', visitor = false } = {}) {
  act(() => closeBountyDialog());
  signInAs(visitor ? null : ME_ID);
  const openLogin = vi.fn();
  installAppActions({ openLogin });
  const view = renderApp({ routes: [{ path: '*', element: ui }], url, defaults: { queries: { staleTime: 0 } } });
  return { ...view, openLogin };
}
