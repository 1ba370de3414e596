import { QueryClient, type QueryClientConfig, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { clearSession, setSession } from '../lib/session';

/** Signs in as `userId` (role user), or signs out for null. */
export function signInAs(userId: string | null) {
  if (userId === null) clearSession();
  else setSession({ accessToken: 'acc', idToken: 'idt', refreshToken: 'ref', userId, role: 'user' });
}

type Options = {
  routes: RouteObject[];
  url: string;
  /** The client's defaults; queries never retry. */
  defaults?: QueryClientConfig['defaultOptions'];
  /** Rendered in the query client before the router (e.g. a stand-in of the shell's header). */
  before?: ReactNode;
  /** The toaster; sonner's own unless a test needs the app's. */
  toaster?: ReactNode;
};

/**
 * Renders `routes` at `url` in a fresh query client and memory router with a toaster (toasts of earlier tests
 * dismissed: sonner keeps them in a module-level store).
 */
export function renderApp({ routes, url, defaults = {}, before = null, toaster = <Toaster /> }: Options) {
  toast.dismiss();
  const client = new QueryClient({ defaultOptions: { ...defaults, queries: { retry: false, ...defaults.queries } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      {before}
      <RouterProvider router={router} />
      {toaster}
    </QueryClientProvider>,
  );
  return { ...view, user, client, router };
}
