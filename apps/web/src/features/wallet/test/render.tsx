import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { configureApi } from '../../../lib/api';
import { renderApp, signInAs } from '../../../test/render-app';

/** Renders `ui` at `url` inside a fresh query client and router, signed in, with a toaster; captures page loads. */
export function renderWithApp(ui: ReactNode, { url = '/wallet' } = {}) {
  signInAs('7');
  const load = vi.fn();
  const restore = configureApi({ load, navigate: vi.fn(), reload: vi.fn() });
  const view = renderApp({ routes: [{ path: '*', element: ui }], url, defaults: { queries: { staleTime: 0 } } });
  return { ...view, load, restore };
}
