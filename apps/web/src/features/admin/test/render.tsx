import type { Role } from '@crowns/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { setSession } from '../../../lib/session';
import { Toaster } from '../../../ui';

/** Renders an admin page signed in with `role`, with a fresh query cache and the toaster. */
export function renderAdmin(ui: ReactElement, { role = 'admin', url = '/' }: { role?: Role; url?: string } = {}) {
  setSession({ accessToken: 'a', idToken: 'i', refreshToken: 'r', userId: '1', role });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, client };
}
