import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import { ProfilePreviewHost } from '../../../app/shell/profile-preview-host';
import { configureApi } from '../../../lib/api';
import { installAppActions } from '../../../lib/app-actions';
import { closeProfilePreview } from '../../../lib/profile-preview';
import { clearSession, setSession } from '../../../lib/session';
import { ProfileByIdPage } from '../pages/profile-by-id-page';
import { ProfilePage } from '../pages/profile-page';

/** Signed in as user 7 (unless a visitor), the profile routes and the preview dialog host, with a toaster. */
export function renderProfile(url: string, { visitor = false, extra = null as React.ReactNode } = {}) {
  toast.dismiss();
  act(() => closeProfilePreview());
  if (visitor) clearSession();
  else setSession({ accessToken: 'acc', idToken: 'idt', refreshToken: 'ref', userId: '7', role: 'user' });
  const openLogin = vi.fn();
  installAppActions({ openLogin });
  const restore = configureApi({ load: vi.fn(), reload: vi.fn() });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {extra}
            <Outlet />
            <ProfilePreviewHost />
          </>
        ),
        children: [
          { path: 'profile/:id', element: <ProfileByIdPage /> },
          { path: ':handle', element: <ProfilePage /> },
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, router, client, openLogin, restore };
}
