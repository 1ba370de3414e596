import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { vi } from 'vitest';
import { setSession } from '../../../../lib/session';
import { type Answer, type Call, mockFetch, ok } from '../../../../test/mock-fetch';
import { Toaster } from '../../../../ui/toaster';
import type { Bounty, BountyClaim } from '../../types';
import { CompletedBountyViewer } from '../completed-bounty-viewer';

export const claim = (id: number, status: BountyClaim['status'], link: string, name = `user${id}`): BountyClaim => ({
  id,
  user_id: id * 10,
  user: { sc_username: name, image_url: null },
  status,
  modified_end_time: '2030-01-01T00:00:00Z',
  submit_link: link,
  platform: null,
  title: null,
  submitted_at: '2029-12-31T00:00:00Z',
});

export const bounty = (over: Partial<Bounty> = {}): Bounty =>
  ({
    id: 42,
    title: 'Kickflip challenge',
    category: ['IRL', 'Sports'],
    amount: 12.5,
    amount_cc: 1250,
    starting_cc: 1000,
    userCount: 3,
    status: 'completed',
    bounty_type: 'video',
    creator: { id: 1, sc_username: 'nova_plays', image_url: null },
    requirements: [{ id: 1, title: 'Land it clean' }],
    claims: [claim(7, 'completed', 'https://youtu.be/dQw4w9WgXcQ', 'kai_streams')],
    ...over,
  }) as Bounty;

const COMMENTS = [
  {
    id: 2,
    content: 'Clean landing!',
    module_type: 'bounty',
    module_id: 42,
    user: { id: 5, sc_username: 'luna', image_url: null },
    createdAt: new Date().toISOString(),
  },
  {
    id: 1,
    content: 'First try?',
    module_type: 'bounty',
    module_id: 42,
    user: { id: 6, sc_username: 'rex', image_url: null },
    createdAt: new Date().toISOString(),
  },
];

/** The viewer for `b`, signed in, with the bounty, its comments (2), views and the rate (100) stubbed. */
export function renderViewer(b: Bounty, routes: Record<string, Answer | ((c: Call) => Answer)> = {}) {
  toast.dismiss();
  setSession({ accessToken: 'a', idToken: 'i', refreshToken: 'r', userId: '9', role: 'user' });
  const api = mockFetch({
    'POST /config/': ok({ data: { cc_per_usd: 100 } }),
    [`GET /bounty/${b.id}`]: ok({ bounty: b }),
    [`GET /comment/bounty/${b.id}`]: ok({ comments: COMMENTS, totalComments: 2, currentPage: 1, totalPages: 1 }),
    'POST /views': ok({ msg: 'Viewed', counted: true, views: 1 }),
    ...routes,
  });
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CompletedBountyViewer bountyId={b.id} bounty={b} onClose={onClose} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, onClose, user: userEvent.setup() };
}
