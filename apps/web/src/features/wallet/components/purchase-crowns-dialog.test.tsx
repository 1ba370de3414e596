import { PURCHASE_MAX_CROWNS, WALLET_MSG } from '@crowns/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closePurchaseDialog, openPurchaseDialog } from '../dialog-store';
import { config, fail, mockApi, ok } from '../test/mock-api';
import { renderWithApp } from '../test/render';
import { PurchaseCrownsDialog } from './purchase-crowns-dialog';

afterEach(() => {
  act(() => closePurchaseDialog());
  vi.unstubAllGlobals();
});

function setup(configValues: Record<string, unknown> = {}, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /config/': config(configValues),
    'GET /wallet/apply-promo': ok({ pendingBonus: null }),
    ...extra,
  });
  const r = renderWithApp(<PurchaseCrownsDialog />);
  act(() => openPurchaseDialog());
  return { ...r, api };
}

const custom = () => screen.getByLabelText('Custom amount (crowns)') as HTMLInputElement;

describe('Purchase Crowns dialog', () => {
  it("shows '$1 USD = N Crowns' and the presets in crowns = dollars × cc_per_usd", async () => {
    setup({ cc_per_usd: 100 });
    expect(await screen.findByText('$1 USD = 100 Crowns')).toBeInTheDocument();
    const presets = within(screen.getByRole('group', { name: 'Choose a pack' }));
    for (const [usd, crowns] of [
      ['$10', '1,000 crowns'],
      ['$25', '2,500 crowns'],
      ['$50', '5,000 crowns'],
      ['$100', '10,000 crowns'],
      ['$250', '25,000 crowns'],
    ]) {
      expect(presets.getByRole('radio', { name: `${usd} ${crowns}` })).toBeInTheDocument();
    }
  });

  it('uses another rate from the config', async () => {
    const r = setup({ cc_per_usd: 40 });
    expect(await screen.findByText('$1 USD = 40 Crowns')).toBeInTheDocument();
    await r.user.click(screen.getByRole('radio', { name: /^\$25 / }));
    expect(screen.getByText('1,000 crowns', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
  });

  it('starts the progress at 25%', async () => {
    setup();
    const bar = await screen.findByRole('progressbar', { name: 'Purchase progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25%')).toBeInTheDocument();
  });

  it('says the minimum in the placeholder in the field’s unit, crowns, with its dollar value', async () => {
    setup({ purchase_threshold: 7 });
    expect(await screen.findByPlaceholderText('Minimum 700 crowns ($7)')).toBe(custom());
  });

  it('keeps digits only and strips leading zeros as typed', async () => {
    const r = setup();
    await screen.findByText('$1 USD = 100 Crowns');
    await r.user.type(custom(), '00a1-2.5x0');
    expect(custom().value).toBe('1250');
    await r.user.clear(custom());
    await r.user.type(custom(), '0');
    expect(custom().value).toBe('');
  });

  it(`caps the custom amount at ${PURCHASE_MAX_CROWNS} as typed`, async () => {
    const r = setup();
    await screen.findByText('$1 USD = 100 Crowns');
    await r.user.type(custom(), '123456');
    expect(custom().value).toBe('50000');
  });

  it('shows exactly the minimum message below purchase_threshold × cc_per_usd', async () => {
    const r = setup({ purchase_threshold: 5, cc_per_usd: 100 });
    await screen.findByText('$1 USD = 100 Crowns');
    await r.user.type(custom(), '499');
    await r.user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Enter CC Amount minimum \$5$/);
    expect(WALLET_MSG.minimumPurchase(5)).toBe('Enter CC Amount minimum $5');
    await r.user.type(custom(), '0'); // 4990
    expect(screen.queryByText('Enter CC Amount minimum $5')).toBeNull();
  });

  it('Continue without an amount asks for one and sends nothing', async () => {
    const r = setup();
    await screen.findByText('$1 USD = 100 Crowns');
    await r.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(WALLET_MSG.crownsRequired)).toBeInTheDocument();
    expect(r.api.called('POST /wallet/add-funds')).toHaveLength(0);
  });

  it('Continue creates the checkout with an Idempotency-Key and goes to it in the same tab', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const r = setup({}, {});
    const answer = ok({ purchaseId: 'p1', checkoutUrl: '/pay/sandbox/p1', crowns: 2500, usd: 25, status: 'pending' });
    // Hold the answer to see the 50% step.
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/wallet/add-funds')) {
        await original(input, init);
        await gate;
        return new Response(JSON.stringify(answer.body), { status: 200 });
      }
      return original(input, init);
    });
    await screen.findByText('$1 USD = 100 Crowns');
    await r.user.click(screen.getByRole('radio', { name: /^\$25 / }));
    await r.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Please wait/ })).toBeDisabled();
    release();
    await waitFor(() => expect(r.load).toHaveBeenCalledWith('/pay/sandbox/p1'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    const [call] = r.api.called('POST /wallet/add-funds');
    expect(call?.body).toEqual({ crowns: 2500 });
    expect(call?.headers['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('buys a custom amount and uses a fresh key per attempt', async () => {
    const r = setup({}, { 'POST /wallet/add-funds': fail(429, WALLET_MSG.dailyLimit(1000)) });
    await screen.findByText('$1 USD = 100 Crowns');
    await r.user.type(custom(), '750');
    await r.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(WALLET_MSG.dailyLimit(1000))).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await r.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(r.api.called('POST /wallet/add-funds')).toHaveLength(2));
    const [a, b] = r.api.called('POST /wallet/add-funds');
    expect(a?.body).toEqual({ crowns: 750 });
    expect(a?.headers['Idempotency-Key']).not.toBe(b?.headers['Idempotency-Key']);
    expect(r.load).not.toHaveBeenCalled();
  });

  it('says purchases are unavailable when purchase_flag is off', async () => {
    setup({ purchase_flag: false });
    expect(await screen.findByText(WALLET_MSG.purchasesDisabled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('mentions a promo bonus waiting for the purchase', async () => {
    setup({}, { 'GET /wallet/apply-promo': ok({ pendingBonus: { code: 'BOOST10', percent: 10 } }) });
    expect(await screen.findByText('Promo code BOOST10 adds 10% extra crowns to this purchase.')).toBeInTheDocument();
  });
});
