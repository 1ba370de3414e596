import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config, mockApi, ok } from '../../../test/mock-api';
import { bountyFixture, claimFixture, pageOf } from '../cards/test/fixtures';
import { renderPage } from '../cards/test/render';
import { BountyDialogs, preloadBountyDialogs } from '../dialogs/bounty-dialogs';
import { DashboardPage } from '../pages/dashboard-page';

beforeAll(preloadBountyDialogs);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cancel a claim from the dashboard', () => {
  it("confirms, POSTs quit, toasts 'Quit Bounty', shows Claim Cancelled and refreshes the claims", async () => {
    const bounty = bountyFixture({
      id: 24,
      title: 'Juggle three eggs',
      status: 'claimed',
      claims: [claimFixture({ id: 900, user_id: 7, name: 'nova' })],
    });
    let quitted = false;
    const api = mockApi({
      'POST /config/': config,
      'GET /bounty/claimed': () => ok({ bounty: pageOf(quitted ? [] : [bounty]) }),
      'POST /bounty/list': ok({ bounty: pageOf([]) }),
      'GET /bounty/24': ok({ bounty }),
      'POST /bounty/24/claim/900/quit': () => {
        quitted = true;
        return ok({ message: 'Quit Bounty', msg: 'Quit Bounty' });
      },
    });
    const r = renderPage(
      <>
        <DashboardPage />
        <BountyDialogs />
      </>,
      { url: '/dashboard' },
    );
    await r.user.click(await screen.findByRole('button', { name: 'Cancel' }));

    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('cancel claimed bounty');
    expect(within(confirm).getByRole('heading', { name: /Cancel Bounty\?/ })).toBeInTheDocument();
    expect(confirm).toHaveTextContent('Are you sure you want to cancel your claim to:');
    expect(confirm).toHaveTextContent('Juggle three eggs');
    await r.user.click(within(confirm).getByRole('button', { name: 'Cancel Bounty' }));

    const done = await screen.findByRole('dialog', { name: 'Claim Cancelled' });
    expect(done).toHaveTextContent('You have cancelled your claim to:');
    expect(done).toHaveTextContent('Juggle three eggs');
    expect(await screen.findByText('Quit Bounty')).toBeInTheDocument();
    const quit = api.called('POST /bounty/24/claim/900/quit');
    expect(quit).toHaveLength(1);
    expect(quit[0]!.headers['Idempotency-Key']).toBeTruthy();

    await r.user.click(within(done).getByRole('button', { name: 'Close Window' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No Current Bounties')).toBeInTheDocument();
  });
});
