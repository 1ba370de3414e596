import type { Account, Settings } from '@crowns/contracts';
import { vi } from 'vitest';
import { ME } from '../../../app/test-utils';
import { configureApi } from '../../../lib/api';
import { installAppActions } from '../../../lib/app-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { renderApp, signInAs } from '../../../test/render-app';
import { type Answer, type Recorded, routeTable, stubFetch } from '../../../test/stub-fetch';
import { ConfirmEmailPage } from '../confirm-email/confirm-email-page';
import { SettingsPage } from '../settings-page';
import { ACCOUNT, SETTINGS } from './fixtures';

export type Route = Answer | ((req: Recorded) => Answer);
export const ok = (body: Record<string, unknown> = {}): Answer => ({ status: 200, body: { status: 200, ...body } });
export const fail = (status: number, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { status, code: 'ERR', message, ...extra },
});

/** Stands for the shell's header: it reads the signed-in user as the top bar does. */
function HeaderProbe() {
  const { data } = useCurrentUser();
  return <output aria-label="Header user">{data?.sc_username ?? ''}</output>;
}

type Options = {
  url?: string;
  account?: Account;
  setting?: Settings;
  routes?: Record<string, Route>;
  /** Signed out: no session (the confirmation page works without one). */
  visitor?: boolean;
};

/**
 * Renders /settings/profile (and /settings/confirm-email) in a fresh query client and router with a toaster, the
 * API stubbed per "METHOD /path": GET /setting answers `setting` and `account` unless `routes` says otherwise.
 */
export function renderSettings({
  url = '/settings/profile',
  account = ACCOUNT,
  setting = SETTINGS,
  routes = {},
  visitor,
}: Options = {}) {
  if (!visitor) signInAs(account.id);
  const openLogin = vi.fn();
  installAppActions({ openLogin, openPurchase: vi.fn() });
  const load = vi.fn();
  configureApi({ load, navigate: vi.fn(), reload: vi.fn() });
  const api = stubFetch(
    routeTable<(req: Recorded) => Answer>(
      {
        'GET /setting': ok({ setting, account }),
        'GET /users/me': ok({ user: { ...ME, id: account.id } }),
        ...routes,
      },
      (route, req) => route(req),
    ),
  );
  const view = renderApp({
    routes: [
      { path: '/settings/profile', element: <SettingsPage /> },
      { path: '/settings/confirm-email', element: <ConfirmEmailPage /> },
    ],
    url,
    before: <HeaderProbe />,
  });
  return { ...view, api, load, openLogin };
}
