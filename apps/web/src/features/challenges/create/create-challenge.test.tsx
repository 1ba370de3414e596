import '../../../ui/form/test/mock-cover-flow';
import { CHALLENGE_MSG as M } from '@crowns/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { type Answer, type Call, fail, mockFetch, ok } from '../../../test/mock-fetch';
import { Toaster } from '../../../ui/toaster';
import { challengeFixture } from '../test/fixtures';
import { CreateChallengePage } from './create-challenge-page';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const CREATED = challengeFixture({ id: 42, title: 'Best trick shot' });
const HOUR = 3_600_000;

function Detail() {
  const { slug, id } = useParams();
  return <p>Challenge page {`${slug}/${id}`}</p>;
}

/** /challenges/create with the API stubbed: rate 100, balance 5,000 crowns ($50). */
function renderCreate(
  publish: Answer | ((call: Call) => Answer) = {
    status: 201,
    body: { status: 201, code: 201, message: M.created, data: { challenge: CREATED } },
  },
) {
  toast.dismiss();
  setSession({ accessToken: 'a', idToken: 'i', refreshToken: 'r', userId: '7', role: 'user' });
  const api = mockFetch({
    'POST /config/': ok({ data: { cc_per_usd: 100 } }),
    'GET /users/me': ok({ user: { id: '7', sc_username: 'nova_plays', image_url: null, walletBalance: 5000 } }),
    'GET /utils/categories': ok({ data: ['Gaming', 'IRL', 'Music'].map((name, i) => ({ id: i + 1, name })) }),
    'POST /challenge': publish,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/challenges/create', element: <CreateChallengePage /> },
      { path: '/challenges/:slug/:id', element: <Detail /> },
      { path: '/challenges', element: <p>Challenges</p> },
    ],
    { initialEntries: ['/challenges/create'] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { api, router, user };
}

const png = () => new File([new Uint8Array(2048)], 'pic.png', { type: 'image/png' });

async function fillDraft(user: UserEvent) {
  await user.upload(await screen.findByLabelText('Challenge image'), png());
  await user.click(await screen.findByRole('button', { name: 'Apply crop' }));
  await screen.findByRole('img', { name: 'Your challenge cover' });
  await user.type(screen.getByLabelText(/Title/), ' Best trick shot ');
  await user.type(screen.getByLabelText('Description'), 'Land the wildest shot.');
  await user.click(screen.getByRole('radio', { name: /Live/ }));
  await user.click(screen.getByRole('button', { name: 'Gaming' }));
  await user.type(screen.getByLabelText('Rule 1'), ' One take ');
  await user.click(screen.getByRole('button', { name: 'Add rule' }));
  await user.type(screen.getByLabelText('Rule 2'), 'No edits');
  await user.click(screen.getByRole('button', { name: '3 days' }));
  await user.click(screen.getByRole('button', { name: '$10' }));
}

/** Preview Challenge, then Publish Challenge on the preview. */
async function previewAndPublish(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: /Preview Challenge/ }));
  await user.click(await screen.findByRole('button', { name: 'Publish Challenge' }));
}

describe('Create a Challenge', () => {
  it('shows the messages of an empty form under their fields', async () => {
    const { user, api } = renderCreate();
    await screen.findByRole('form', { name: 'Create a challenge' });
    await user.clear(screen.getByLabelText('Runs for'));
    await user.click(screen.getByRole('button', { name: /Preview Challenge/ }));
    for (const message of [M.imageRequired, M.titleRequired, M.categoryRequired, M.rulesRequired, M.prizeRequired])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(M.endRequired)).toBeInTheDocument();
    expect(api.called('POST /challenge')).toHaveLength(0);
  });

  it('checks the prize minimum, the wallet, the duration and the start', async () => {
    const { user } = renderCreate();
    const prize = await screen.findByLabelText('Prize');
    await user.type(prize, '3');
    await user.tab();
    expect(await screen.findByText(M.minPrize)).toBeInTheDocument();
    await user.clear(prize);
    await user.type(prize, '60');
    expect(await screen.findByText(M.notEnoughAmount)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buy Crowns/ })).toBeInTheDocument();

    const runs = screen.getByLabelText('Runs for');
    await user.clear(runs);
    await user.type(runs, '31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration unit' }), 'days');
    await user.click(screen.getByRole('button', { name: /Preview Challenge/ }));
    expect(await screen.findByText(M.durationRange)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(screen.queryByText(M.durationRange)).not.toBeInTheDocument());

    await user.click(screen.getByRole('radio', { name: /Later/ }));
    const start = screen.getByLabelText('Start time');
    expect(start).not.toHaveValue('');
    await user.clear(start);
    await user.type(start, '2020-01-01T10:00');
    expect(await screen.findByText(M.startInPast)).toBeInTheDocument();
  });

  it('previews and publishes the multipart form, then opens the new challenge', async () => {
    const { user, api, router } = renderCreate();
    await screen.findByRole('form', { name: 'Create a challenge' });
    await fillDraft(user);
    expect(screen.getByText(/Starts when published, ends/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Preview Challenge/ }));
    const preview = await screen.findByRole('region', { name: 'Preview Challenge' });
    expect(within(preview).getAllByRole('heading', { name: 'Best trick shot', level: 3 })).toHaveLength(2);
    expect(within(preview).getByText('One take')).toBeInTheDocument();
    expect(within(preview).getByText('Live challenge')).toBeInTheDocument();
    expect(within(preview).getAllByText('$10.00').length).toBeGreaterThan(0);

    const before = Date.now();
    await user.click(within(preview).getByRole('button', { name: 'Publish Challenge' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/challenges/best-trick-shot/42'));
    expect(await screen.findByText(M.created)).toBeInTheDocument();
    const form = api.called('POST /challenge')[0]!.form!;
    expect(form.get('title')).toBe('Best trick shot');
    expect(form.get('description')).toBe('Land the wildest shot.');
    expect(form.get('category')).toBe('Gaming');
    expect(form.get('type')).toBe('live');
    expect(JSON.parse(String(form.get('rules')))).toEqual(['One take', 'No edits']);
    expect(form.get('prize_cc')).toBe('1000');
    expect(form.get('duration_start_time')).toBeNull();
    const end = new Date(String(form.get('duration_end_time'))).getTime();
    expect(end).toBeGreaterThanOrEqual(before + 72 * HOUR - 60_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 72 * HOUR);
    expect(form.get('image_url')).toBeInstanceOf(Blob);
  });

  it('shows the server message of a 400 and keeps the preview', async () => {
    const { user, router } = renderCreate(fail(400, M.unknownCategory));
    await fillDraft(user);
    await previewAndPublish(user);
    expect(await screen.findByText(M.unknownCategory)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish Challenge' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/challenges/create');
  });

  it('sends a later start as its moment', async () => {
    const { user, api } = renderCreate();
    await screen.findByRole('form', { name: 'Create a challenge' });
    await fillDraft(user);
    await user.click(screen.getByRole('radio', { name: /Later/ }));
    const at = new Date(Date.now() + 2 * 86_400_000);
    at.setSeconds(0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    const start = screen.getByLabelText('Start time');
    await user.clear(start);
    await user.type(start, local);
    await previewAndPublish(user);
    await waitFor(() => expect(api.called('POST /challenge')).toHaveLength(1));
    const form = api.called('POST /challenge')[0]!.form!;
    expect(new Date(String(form.get('duration_start_time'))).getTime()).toBe(at.getTime());
    expect(new Date(String(form.get('duration_end_time'))).getTime()).toBe(at.getTime() + 72 * HOUR);
  });
});
