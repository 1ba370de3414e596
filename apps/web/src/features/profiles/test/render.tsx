import { act } from '@testing-library/react';
import { Outlet } from 'react-router';
import { vi } from 'vitest';
import { ProfilePreviewHost } from '../../../app/shell/profile-preview-host';
import { configureApi } from '../../../lib/api';
import { installAppActions } from '../../../lib/app-actions';
import { closeProfilePreview } from '../../../lib/profile-preview';
import { renderApp, signInAs } from '../../../test/render-app';
import { ProfileByIdPage } from '../pages/profile-by-id-page';
import { ProfilePage } from '../pages/profile-page';

/** Signed in as user 7 (unless a visitor), the profile routes and the preview dialog host, with a toaster. */
export function renderProfile(url: string, { visitor = false, extra = null as React.ReactNode } = {}) {
  act(() => closeProfilePreview());
  signInAs(visitor ? null : '7');
  const openLogin = vi.fn();
  installAppActions({ openLogin });
  const restore = configureApi({ load: vi.fn(), reload: vi.fn() });
  const view = renderApp({
    routes: [
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
    url,
  });
  return { ...view, openLogin, restore };
}
