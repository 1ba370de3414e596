import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeBountyDialog, useBountyDialog } from '../../../features/bounties/dialog-store';
import { useCurrentUser } from '../../../lib/current-user';
import { fakeClient } from '../../../lib/realtime/test/fake-socket';
import { clearSession } from '../../../lib/session';
import { resetSocket, startSocket } from '../../../lib/socket';
import { Toaster } from '../../../ui';
import { ME, mockApi, renderRoutes, seedSession } from '../../test-utils';
import { notificationTarget } from '../notifications-api';
import { resetFeedback, useFeedbackQueue } from './feedback-queue';
import { useNotificationEvents } from './use-notification-events';
import { WonDialog } from './won-dialog';
import { resetWins } from './won-store';

function Harness() {
  useCurrentUser(); // the top bar's wallet chip reads it: a money refresh refetches it
  useNotificationEvents();
  useFeedbackQueue();
  const dialog = useBountyDialog();
  return (
    <>
      <WonDialog />
      <Toaster />
      <output data-testid="bounty-dialog">
        {dialog ? `${dialog.kind}:${dialog.bountyId}:${dialog.props.result}` : 'none'}
      </output>
    </>
  );
}

let fake: ReturnType<typeof fakeClient>;
let fetchMock: ReturnType<typeof mockApi>;
const server = (name: string, payload: unknown) => act(() => fake.sockets[0]!.serverEmit(name, payload));
const note = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  user_id: 7,
  notification_type: 'bountyClaimed',
  category: 'bounties',
  title: 'Bounty claimed',
  message: '@rex claimed your bounty "Lemon speedrun".',
  seen: false,
  data: { bounty: { id: 5, title: 'Lemon speedrun', image_url: null, status: 'claimed' }, role: 'creator' },
  ...over,
});
const moneyCalls = () => fetchMock.mock.calls.filter(([u]) => String(u) === '/v1/users/me').length;

async function setup(path = '/') {
  seedSession();
  fetchMock = mockApi({
    '/users/me': { status: 200, user: ME },
    '/config/': { status: 200, data: { cc_per_usd: 100 } },
    '/notification': { status: 200, msg: [] },
  });
  fake = fakeClient();
  await startSocket({ auth: null, onUnauthorized: async () => undefined, load: fake.load });
  const view = renderRoutes([{ path: '*', element: <Harness /> }], path);
  return { ...view, user: userEvent.setup() };
}

// jsdom has no pointer capture; sonner's swipe handling asks for it on pointerdown.
Element.prototype.setPointerCapture ??= () => undefined;

describe('notification events', () => {
  beforeEach(() => {
    resetWins();
    resetFeedback();
    closeBountyDialog();
  });
  afterEach(() => {
    resetSocket();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('new-notification: a toast with its title; clicking it marks it seen and opens the bounty', async () => {
    const { router, user } = await setup('/wallet');
    server('new-notification', note(31));
    const toast = await screen.findByRole('button', { name: /Bounty claimed/ });
    server('new-notification', note(31));
    expect(screen.getAllByRole('button', { name: /Bounty claimed/ })).toHaveLength(1);
    await user.click(toast);
    expect(router.state.location.search).toBe('?bountyId=5');
    const seen = fetchMock.mock.calls.find(([u]) => String(u) === '/v1/notification/seen');
    expect(String(seen?.[1]?.body)).toBe('id=31');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Bounty claimed/ })).toBeNull());
  });

  it('a notification without a title shows no toast', async () => {
    await setup();
    server('new-notification', note(32, { title: '' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).toBeNull();
  });

  it('bountyWinner opens You Have Won! with the amount and the bounty, refreshes the wallet, and leads to it', async () => {
    const { router, user } = await setup();
    await waitFor(() => expect(moneyCalls()).toBe(1));
    const before = moneyCalls();
    server('bountyWinner', {
      bountyId: 5,
      status: 'completed',
      claimUserId: 7,
      paid_cc: 2500,
      title: 'Lemon speedrun',
    });
    const dialog = await screen.findByRole('dialog', { name: 'You Have Won!' });
    expect(dialog).toHaveTextContent('Congratulations! You won');
    await waitFor(() => expect(dialog).toHaveTextContent('$25.00'));
    expect(dialog).toHaveTextContent('“Lemon speedrun”');
    await waitFor(() => expect(moneyCalls()).toBeGreaterThan(before));
    // The win's notification follows: no second dialog, no review dialog for the winner.
    server(
      'new-notification',
      note(33, {
        notification_type: 'bountyWinner',
        title: 'You Have Won!',
        data: { bounty: { id: 5, title: 'Lemon speedrun' }, role: 'claimer', flag: 'completed' },
      }),
    );
    server(
      'new-notification',
      note(34, {
        notification_type: 'bountyResult',
        title: 'Verification Successful',
        data: { bounty: { id: 5 }, role: 'claimer', flag: 'completed' },
      }),
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'You Have Won!' })).toBeNull(); // no toast under the dialog
    await user.click(screen.getByRole('button', { name: 'Go to Wallet' }));
    expect(router.state.location.pathname).toBe('/wallet');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('bounty-dialog')).toHaveTextContent('none');
    server('bountyWinner', { bountyId: 5, paid_cc: 2500, title: 'Lemon speedrun' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a win known only from its notification shows its message', async () => {
    await setup();
    server(
      'new-notification',
      note(35, {
        notification_type: 'bountyWinner',
        title: 'You Have Won!',
        message: 'You won 900 crowns for "Kick flip".',
        data: { bounty: { id: 6, title: 'Kick flip' }, role: 'claimer' },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'You Have Won!' });
    expect(dialog).toHaveTextContent('You won 900 crowns for "Kick flip".');
  });

  it('bountyRefund refreshes the wallet', async () => {
    await setup();
    await waitFor(() => expect(moneyCalls()).toBe(1));
    const before = moneyCalls();
    server('new-notification', note(36, { notification_type: 'bountyRefund', title: 'Crowns refunded' }));
    await waitFor(() => expect(moneyCalls()).toBeGreaterThan(before));
  });

  it('a failed or completed bounty result opens the review dialog for those involved, one at a time', async () => {
    await setup();
    server(
      'new-notification',
      note(37, { notification_type: 'bountyResult', data: { bounty: { id: 8 }, role: 'claimer', flag: 'failed' } }),
    );
    expect(screen.getByTestId('bounty-dialog')).toHaveTextContent('feedback:8:failed');
    server(
      'new-notification',
      note(38, {
        notification_type: 'bountyResult',
        data: JSON.stringify({ bounty: { id: 9 }, role: 'creator', flag: 'completed' }),
      }),
    );
    expect(screen.getByTestId('bounty-dialog')).toHaveTextContent('feedback:8:failed');
    act(() => closeBountyDialog());
    expect(screen.getByTestId('bounty-dialog')).toHaveTextContent('feedback:9:completed');
    act(() => closeBountyDialog());
    // A follower of the winner only gets the news.
    server(
      'new-notification',
      note(39, {
        notification_type: 'bountyResult',
        data: { bounty: { id: 10 }, role: 'winnerFollower', flag: 'completed' },
      }),
    );
    expect(screen.getByTestId('bounty-dialog')).toHaveTextContent('none');
  });

  it("new-public-notification shows the live toast, except for the winner's own win", async () => {
    await setup();
    server('new-public-notification', {
      type: 'bountyWinner',
      title: 'Bounty completed',
      message: '@kai won the bounty "Flip".',
      bountyId: 3,
      userId: 7,
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Bounty completed')).toBeNull();
    server('new-public-notification', {
      type: 'bountyWinner',
      title: 'Bounty completed',
      message: '@kai won the bounty "Flip".',
      bountyId: 3,
      userId: 99,
    });
    expect(await screen.findByRole('button', { name: /Bounty completed/ })).toHaveTextContent(
      '@kai won the bounty "Flip".',
    );
  });
});

const CHALLENGE = { id: 42, title: 'Juggle five lemons', image_url: null, status: 'paid' };
/** The challengeEnd notification of a settled challenge: flag 'won' for the winner, 'paid' for the others. */
const endNote = (id: number, flag: string, message: string) =>
  note(id, {
    notification_type: 'challengeEnd',
    category: 'challenges',
    title: flag === 'won' ? 'You Have Won!' : 'Challenge ended',
    message,
    data: { challenge: CHALLENGE, role: flag === 'won' ? 'claimer' : 'creator', flag },
  });

describe('You Have Won! for a challenge', () => {
  beforeEach(() => {
    resetWins();
    resetFeedback();
  });
  afterEach(() => {
    resetSocket();
    clearSession();
    vi.unstubAllGlobals();
  });
  const won = (over: Record<string, unknown> = {}) =>
    server('challengeEnd', { challengeId: 42, status: 'paid', title: 'Juggle five lemons', paid_cc: 1800, ...over });

  it('opens for the challengeEnd notification addressed to the winner, and refreshes the wallet', async () => {
    await setup();
    await waitFor(() => expect(moneyCalls()).toBe(1));
    server('new-notification', endNote(51, 'won', 'You won 1800 crowns in the challenge "Juggle five lemons".'));
    const dialog = await screen.findByRole('dialog', { name: 'You Have Won!' });
    expect(dialog).toHaveTextContent('You won 1800 crowns in the challenge "Juggle five lemons".');
    await waitFor(() => expect(moneyCalls()).toBe(2));
  });

  it("the private challengeEnd event fills in the amount and the challenge's title, once", async () => {
    const { user } = await setup();
    server('challengeEnd', {
      challengeId: 42,
      status: 'paid',
      title: 'Juggle five lemons',
      paid_cc: 1800,
      flag: 'won',
    });
    const dialog = await screen.findByRole('dialog', { name: 'You Have Won!' });
    expect(dialog).toHaveTextContent('Congratulations! You won');
    await waitFor(() => expect(dialog).toHaveTextContent('$18.00 (1,800 crowns)'));
    expect(dialog).toHaveTextContent('for “Juggle five lemons”. The crowns are in your wallet.');
    server('new-notification', endNote(52, 'won', 'You won 1800 crowns in the challenge "Juggle five lemons".'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Go to Wallet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    server('challengeEnd', {
      challengeId: 42,
      status: 'paid',
      title: 'Juggle five lemons',
      paid_cc: 1800,
      flag: 'won',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("stays closed for the room's result and for the creator's news, which is a toast", async () => {
    await setup();
    won();
    won({ paid_cc: 0, flag: 'paid' });
    server('new-notification', endNote(53, 'paid', '@rex_runs won the challenge "Juggle five lemons".'));
    expect(await screen.findByRole('button', { name: /Challenge ended/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for a review dialog that opened first, then shows the win', async () => {
    const { user } = await setup();
    server(
      'new-notification',
      note(56, {
        notification_type: 'bountyResult',
        title: 'Bounty failed',
        data: { bounty: { id: 8, title: 'Five no-scopes' }, role: 'creator', flag: 'failed' },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('bounty-dialog')).toHaveTextContent('feedback:8:failed'));
    won({ flag: 'won' });
    expect(screen.queryByRole('dialog', { name: 'You Have Won!' })).toBeNull();
    act(() => closeBountyDialog());
    expect(await screen.findByRole('dialog', { name: 'You Have Won!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Wallet' }));
  });

  it('a challenge notification opens the challenge page, at the response it is about', () => {
    expect(notificationTarget(endNote(54, 'paid', ''))).toBe('/challenges/juggle-five-lemons/42');
    expect(
      notificationTarget({
        id: 55,
        notification_type: 'responseUpvoted',
        data: { challenge: CHALLENGE, response: { id: 71, title: 'Five lemons' }, role: 'creator' },
      }),
    ).toBe('/challenges/juggle-five-lemons/42?response=71');
  });
});
