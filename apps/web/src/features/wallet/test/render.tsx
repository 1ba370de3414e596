import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import { configureApi } from '../../../lib/api';
import { setSession } from '../../../lib/session';

/** Renders `ui` at `url` inside a fresh query client and router, signed in, with a toaster; captures page loads. */
export function renderWithApp(ui: ReactNode, { url = '/wallet' } = {}) {
  toast.dismiss();
  setSession({ accessToken: 'acc', idToken: 'idt', refreshToken: 'ref', userId: '7', role: 'user' });
  const load = vi.fn();
  const restore = configureApi({ load, navigate: vi.fn(), reload: vi.fn() });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, load, restore, client, router };
}
