import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import { configureApi } from '../../../../lib/api';
import { installAppActions } from '../../../../lib/app-actions';
import { clearSession, setSession } from '../../../../lib/session';
import { closeBountyDialog } from '../../dialog-store';
import { BountyDialogs } from '../bounty-dialogs';

const later = <T,>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/**
 * Renders the bounty dialogs at `url` in a fresh query client and router with a toaster, signed in as user 7 unless
 * `visitor`; the login and purchase actions are spies.
 */
export function renderDialogs({ url = '/bounty', visitor = false, slowPath = '' } = {}) {
  toast.dismiss();
  act(() => closeBountyDialog());
  if (visitor) clearSession();
  else setSession({ accessToken: 'acc', idToken: 'idt', refreshToken: 'ref', userId: '7', role: 'user' });
  const openLogin = vi.fn();
  const openPurchase = vi.fn();
  installAppActions({ openLogin, openPurchase });
  const restore = configureApi({ load: vi.fn(), navigate: vi.fn(), reload: vi.fn() });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // `slowPath` loads lazily, like the app's code-split pages: navigating there takes a moment.
  const slow: RouteObject[] = slowPath
    ? [{ path: slowPath, lazy: async () => ({ element: await later(<BountyDialogs />, 30) }) }]
    : [];
  const router = createMemoryRouter([...slow, { path: '*', element: <BountyDialogs /> }], { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, router, client, openLogin, openPurchase, restore };
}
