import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import { installAppActions } from '../../../../lib/app-actions';
import { clearSession, setSession } from '../../../../lib/session';
import { closeBountyDialog } from '../../dialog-store';

export const ME_ID = '7';

/** Renders `ui` in a fresh query client and router with a toaster; signed in as user 7 unless `visitor`. */
export function renderPage(ui: ReactNode, { url = '/', visitor = false } = {}) {
  toast.dismiss();
  act(() => closeBountyDialog());
  if (visitor) clearSession();
  else setSession({ accessToken: 'acc', idToken: 'idt', refreshToken: 'ref', userId: ME_ID, role: 'user' });
  const openLogin = vi.fn();
  installAppActions({ openLogin });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, client, router, openLogin };
}
