import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import { configureApi } from '../../../lib/api';
import { clearSession } from '../../../lib/session';
import { type AuthDialogName, closeAuthDialog, openAuthDialog } from '../auth-dialog-store';
import { AuthDialogs } from '../components/auth-dialogs';

/** The query client the dialogs read through (the social buttons' provider list); a fresh one per render. */
export const QueryWrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

/** Renders the dialogs with a toaster, opens `name`, and captures navigation. */
export function renderDialog(
  name: AuthDialogName,
  props: Record<string, unknown> = {},
  opts: { fakeTimers?: boolean } = {},
) {
  clearSession();
  closeAuthDialog();
  toast.dismiss(); // sonner keeps toasts in a module-level store across tests
  const navigate = vi.fn();
  const load = vi.fn();
  const reload = vi.fn();
  const restore = configureApi({ navigate, load, reload });
  const user = userEvent.setup(opts.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  openAuthDialog(name, props);
  const view = render(
    <>
      <AuthDialogs />
      <Toaster />
    </>,
    { wrapper: QueryWrapper },
  );
  return { ...view, user, navigate, load, reload, restore };
}
