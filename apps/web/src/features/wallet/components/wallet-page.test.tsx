import { WALLET_MSG, type WalletTransaction } from '@crowns/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeCrownsTutorial, closePurchaseDialog } from '../dialog-store';
import { config, emptyPage, fail, mockApi, ok, type Route, wallet } from '../test/mock-api';
import { renderWithApp } from '../test/render';
import { WalletPage } from './wallet-page';

afterEach(() => {
  act(() => {
    closePurchaseDialog();
    closeCrownsTutorial();
  });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const row = (over: Partial<WalletTransaction> = {}): WalletTransaction => ({
  id: 1,
  kind: 'purchase',
  type: 'purchase',
  amount: 1000,
  usd: 10,
  counterpart: 'Card purchase',
  ref_type: 'purchase',
  ref_id: 'p1',
  status: null,
  createdAt: '2026-11-20T15:04:00.000Z',
  ...over,
});

function setup(routes: Record<string, Route> = {}, url = '/wallet') {
  const api = mockApi({
    'GET /wallet': wallet(12_500),
    'GET /wallet/transaction': emptyPage,
    'GET /wallet/apply-promo': ok({ pendingBonus: null }),
    'POST /config/': config(),
    'GET /payment/user-payment-methods': ok([]),
    ...routes,
  });
  return { ...renderWithApp(<WalletPage />, { url }), api };
}

describe('wallet page', () => {
  it('shows the balance in crowns and dollars', async () => {
    setup();
    const balance = await screen.findByTestId('wallet-balance');
    expect(balance).toHaveTextContent('12,500crowns');
    expect(balance).toHaveTextContent('$125.00 USD');
    expect(balance).toHaveTextContent('$1 USD = 100 Crowns');
  });

  it('offers a retry when the balance fails to load', async () => {
    let calls = 0;
    const r = setup({ 'GET /wallet': () => (++calls === 1 ? fail(500, 'Something went wrong') : wallet(300)) });
    await r.user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('300crowns');
  });

  it('opens the Purchase Crowns dialog from Buy Crowns', async () => {
    const r = setup();
    await screen.findByTestId('wallet-balance');
    await r.user.click(screen.getAllByRole('button', { name: 'Buy Crowns' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Purchase Crowns' })).toBeInTheDocument();
  });
});

describe('transaction history', () => {
  it("says 'No Data Available' when there are no transactions", async () => {
    setup();
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  it('lists rows with kind, counterpart, signed crowns and dollars', async () => {
    setup({
      'GET /wallet/transaction': ok({
        data: [
          row(),
          row({ id: 2, kind: 'bounty', type: 'bounty_create', amount: -500, usd: -5, counterpart: 'Speedrun any%' }),
        ],
        currentPage: 1,
        totalPages: 1,
        totalRecords: 2,
      }),
    });
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Purchase');
    expect(first).toHaveTextContent('Card purchase');
    expect(first).toHaveTextContent('+1,000 crowns');
    expect(first).toHaveTextContent('+$10.00');
    expect(second).toHaveTextContent('Speedrun any%');
    expect(second).toHaveTextContent('−500 crowns');
    expect(second).toHaveTextContent('−$5.00');
  });

  it('sends the filter and the date range, back on page 1', async () => {
    const r = setup({
      'GET /wallet/transaction': ok({ data: [row()], currentPage: 1, totalPages: 3, totalRecords: 25 }),
    });
    await screen.findByRole('list', { name: 'Transactions' });
    const last = () => r.api.called('GET /wallet/transaction').at(-1)!.query;
    expect(Object.fromEntries(last())).toEqual({ page: '1', limit: '10', filter: 'all' });

    await r.user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(last().get('page')).toBe('2'));

    await r.user.selectOptions(screen.getByLabelText('Type'), 'purchase');
    await waitFor(() => expect(last().get('filter')).toBe('purchase'));
    expect(last().get('page')).toBe('1');

    await r.user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(last().get('from')).toBe('2026-11-01'));
    await r.user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() => expect(last().get('date')).toBe('2026-11-01,2026-11-30'));
    expect(last().get('filter')).toBe('purchase');
    expect(last().has('from')).toBe(false);
  });

  it('offers a retry when the history fails', async () => {
    let calls = 0;
    const r = setup({
      'GET /wallet/transaction': () => (++calls === 1 ? fail(500, 'Something went wrong') : emptyPage),
    });
    expect(await screen.findByText('We could not load your transactions.')).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });
});

describe('promo code', () => {
  it('shows the server success message as a toast and inline, and refreshes the wallet', async () => {
    const message = WALLET_MSG.promoCredited(500);
    const r = setup({
      'POST /wallet/apply-promo': ok(
        { code: 'WELCOME', kind: 'credit', value: 500, creditedCrowns: 500, balance: 13_000, pendingBonus: null },
        { message },
      ),
    });
    await screen.findByTestId('wallet-balance');
    const walletCalls = r.api.called('GET /wallet').length;
    const invalidate = vi.spyOn(r.client, 'invalidateQueries');
    await r.user.type(screen.getByLabelText('Promo code'), 'WELCOME');
    await r.user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(r.api.called('POST /wallet/apply-promo')[0]?.body).toEqual({ code: 'WELCOME' });
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
    await waitFor(() => expect(r.api.called('GET /wallet').length).toBeGreaterThan(walletCalls));
    // The top-bar chip reads walletBalance from the current user.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['currentUser'] });
  });

  it('shows the server error message as a toast and under the field', async () => {
    const r = setup({ 'POST /wallet/apply-promo': fail(400, WALLET_MSG.promoExpired) });
    await r.user.type(screen.getByLabelText('Promo code'), 'OLD');
    await r.user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getAllByText(WALLET_MSG.promoExpired)).toHaveLength(2));
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a code before sending', async () => {
    const r = setup();
    await r.user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(WALLET_MSG.promoRequired)).toBeInTheDocument();
    expect(r.api.called('POST /wallet/apply-promo')).toHaveLength(0);
  });

  it('shows a pending bonus', async () => {
    setup({ 'GET /wallet/apply-promo': ok({ pendingBonus: { code: 'BOOST10', percent: 10 } }) });
    expect(await screen.findByText(/adds 10% extra crowns to your next purchase/)).toHaveTextContent('BOOST10');
  });
});

describe('back from the checkout', () => {
  const purchase = (status: string, over: Record<string, unknown> = {}) =>
    ok({
      id: 'p1',
      status,
      crowns: 1000,
      bonusCrowns: 0,
      usd: 10,
      message: null,
      createdAt: '',
      completedAt: null,
      ...over,
    });

  it('polls until the purchase succeeds, toasts the crowns, refreshes and removes the params', async () => {
    let polls = 0;
    const r = setup(
      {
        'GET /wallet/purchase/p1': () =>
          ++polls < 2 ? purchase('pending') : purchase('succeeded', { bonusCrowns: 100 }),
      },
      '/wallet?purchase=p1&status=succeeded',
    );
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(await screen.findByText('1,100 crowns added to your wallet', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(polls).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(r.router.state.location.search).toBe(''));
    expect(r.router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(r.api.called('GET /wallet').length).toBeGreaterThan(1));
  });

  it('shows the decline message', async () => {
    const r = setup(
      { 'GET /wallet/purchase/p1': purchase('declined', { message: WALLET_MSG.cardDeclined }) },
      '/wallet?purchase=p1&status=declined',
    );
    expect(await screen.findByText(WALLET_MSG.cardDeclined)).toBeInTheDocument();
    await waitFor(() => expect(r.router.state.location.search).toBe(''));
  });

  it('says a cancelled checkout charged nothing, at once and without waiting for the purchase', async () => {
    const r = setup({ 'GET /wallet/purchase/p1': purchase('pending') }, '/wallet?purchase=p1&status=cancelled');
    expect(await screen.findByText(WALLET_MSG.checkoutCancelled)).toBeInTheDocument();
    expect(screen.queryByText('Confirming your payment…')).not.toBeInTheDocument();
    expect(r.api.called('GET /wallet/purchase/p1')).toHaveLength(0);
    await waitFor(() => expect(r.router.state.location.search).toBe(''));
  });
});

describe('What are crowns?', () => {
  it('has 2 pages with Next, Got it and Skip', async () => {
    const r = setup();
    await r.user.click(screen.getByRole('button', { name: 'What are crowns?' }));
    const dialog = await screen.findByRole('dialog', { name: 'What are crowns?' });
    expect(within(dialog).getByText('$1 USD = 100 Crowns')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Page 1/ })).toHaveAttribute('aria-current', 'step');
    await r.user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Earn, spend and withdraw' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: /Page 2/ })).toHaveAttribute('aria-current', 'step');
    await r.user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await r.user.click(screen.getByRole('button', { name: 'What are crowns?' }));
    await r.user.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
