import {
  type KycState,
  MSG,
  PAYOUT_MSG,
  type PayoutMethodView,
  RT_EVENTS,
  type WalletTransaction,
  type WithdrawalQuote,
  type WithdrawalView,
} from '@crowns/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../../lib/realtime/test/fake-socket';
import { resetSocket, startSocket } from '../../../lib/socket';
import { closeCrownsTutorial, closePurchaseDialog } from '../dialog-store';
import { config, emptyPage, fail, mockApi, ok, type Route, wallet } from '../test/mock-api';
import { renderWithApp } from '../test/render';
import { saveWithdrawDraft } from '../withdraw-draft';
import { closeWithdrawDialog } from '../withdraw-store';
import { NOTHING_TO_WITHDRAW } from './balance-card';
import { WalletPage } from './wallet-page';
import { NO_REVIEW_NOTE, REVIEW_NOTE } from './withdraw-confirm-step';

let fake: ReturnType<typeof fakeClient>;
beforeEach(async () => {
  fake = fakeClient();
  await startSocket({ auth: null, onUnauthorized: async () => undefined, load: fake.load });
  fake.sockets[0]!.fire('connect');
});
afterEach(() => {
  act(() => {
    closeWithdrawDialog();
    closePurchaseDialog();
    closeCrownsTutorial();
  });
  sessionStorage.clear();
  resetSocket();
  vi.unstubAllGlobals();
});
const server = (name: string, payload: unknown) => act(() => fake.sockets[0]!.serverEmit(name, payload));

const kyc = (status: KycState['status'], over: Partial<KycState> = {}): KycState => ({
  status,
  level: status === 'none' ? null : 'basic',
  verifiedAt: null,
  recentSessionId: null,
  message: null,
  ...over,
});

const quote = (crowns: number, over: Partial<WithdrawalQuote> = {}): WithdrawalQuote => {
  const feeCrowns = Math.floor(crowns * 0.02);
  return {
    crowns,
    usd: crowns / 100,
    feeCrowns,
    feeUsd: feeCrowns / 100,
    netUsd: (crowns - feeCrowns) / 100,
    feePercent: 2,
    withdrawable: 5000,
    minimumCrowns: 2000,
    minimumUsd: 20,
    kycRequired: null,
    kyc: kyc('passed'),
    review: false,
    ok: true,
    message: null,
    ...over,
  };
};

const bank: PayoutMethodView = {
  id: 11,
  type: 'bank',
  processor: 'sandbox',
  label: 'Sandbox Bank checking ••6789',
  last4: '6789',
  createdAt: '2026-11-01T10:00:00.000Z',
};
const card: PayoutMethodView = { ...bank, id: 12, type: 'debit_card', label: 'Visa debit ••5556', last4: '5556' };

const view = (over: Partial<WithdrawalView> = {}): WithdrawalView => ({
  id: 91,
  kind: 'bank',
  status: 'processing',
  crowns: 3000,
  feeCrowns: 60,
  usd: 29.4,
  destination: bank.label,
  message: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  settledAt: null,
  ...over,
});

function setup(routes: Record<string, Route> = {}, url = '/wallet') {
  const api = mockApi({
    'GET /wallet': wallet(12_500, 100, 5000),
    'GET /wallet/transaction': emptyPage,
    'GET /wallet/apply-promo': ok({ pendingBonus: null }),
    'POST /config/': config(),
    'GET /payment/user-payment-methods': ok([bank, card]),
    'GET /wallet/giftcards': ok([{ id: 'amazon', name: 'Amazon', amountsUsd: [25, 50], imageUrl: null }]),
    'POST /payment/kyc/validate-amount': (body) => ok(quote((body as { crowns: number }).crowns)),
    'POST /payment/transfer-intent-ui-status': ok(view()),
    ...routes,
  });
  return { ...renderWithApp(<WalletPage />, { url }), api };
}

async function openDialog(r: ReturnType<typeof setup>) {
  await screen.findByText(/5,000 crowns/);
  await r.user.click(screen.getByRole('button', { name: 'Withdraw' }));
  return screen.findByRole('dialog', { name: 'Withdraw' });
}

async function toConfirm(r: ReturnType<typeof setup>, crowns = '3000', method = bank.label) {
  const dialog = await openDialog(r);
  await r.user.type(within(dialog).getByLabelText('Crowns to withdraw'), crowns);
  await within(dialog).findByText('$29.40');
  await r.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await r.user.click(await within(dialog).findByRole('radio', { name: new RegExp(method) }));
  await r.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return dialog;
}

describe('balance card', () => {
  it('shows the withdrawable crowns and dollars; Withdraw is off with the reason when there is nothing', async () => {
    setup({ 'GET /wallet': wallet(800, 100, 0) });
    const box = await screen.findByTestId('wallet-withdrawable');
    await waitFor(() => expect(box).toHaveTextContent('0 crowns ($0.00)'));
    expect(box).toHaveTextContent(NOTHING_TO_WITHDRAW);
    expect(box).toHaveTextContent('Purchased crowns and promo credit can be spent but not withdrawn.');
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(expect.stringContaining(NOTHING_TO_WITHDRAW));
  });
});

describe('Withdraw dialog', () => {
  it('quotes the amount live (value, fee, net), Max fills the withdrawable, and shows why an amount cannot go', async () => {
    const r = setup({
      'POST /payment/kyc/validate-amount': (body) => {
        const crowns = (body as { crowns: number }).crowns;
        return crowns < 2000 ? ok(quote(crowns, { ok: false, message: PAYOUT_MSG.minimum(20) })) : ok(quote(crowns));
      },
    });
    const dialog = await openDialog(r);
    const input = within(dialog).getByLabelText('Crowns to withdraw');
    await r.user.type(input, '500');
    expect(await within(dialog).findByText(PAYOUT_MSG.minimum(20))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();

    await r.user.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect(input).toHaveValue('5000');
    await waitFor(() => expect(within(dialog).getByLabelText('Withdrawal figures')).toHaveTextContent('$49.00'));
    expect(within(dialog).getByLabelText('Withdrawal figures')).toHaveTextContent('$50.00');
    expect(within(dialog).getByLabelText('Withdrawal figures')).toHaveTextContent('−$1.00');
    expect(r.api.called('POST /payment/kyc/validate-amount').at(-1)?.body).toEqual({ crowns: 5000 });
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('asks for a destination, confirms with the figures, and sends the withdrawal', async () => {
    const r = setup({
      'POST /wallet/withdraw-funds': ok(view(), { message: PAYOUT_MSG.withdrawalRequested }),
    });
    const dialog = await openDialog(r);
    await r.user.type(within(dialog).getByLabelText('Crowns to withdraw'), '3000');
    await within(dialog).findByText('$29.40');
    await r.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByRole('radio', { name: new RegExp(bank.label) });
    await r.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(PAYOUT_MSG.methodRequired)).toBeInTheDocument();

    await r.user.click(within(dialog).getByRole('radio', { name: new RegExp(bank.label) }));
    await r.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const summary = await within(dialog).findByLabelText('Withdrawal summary');
    expect(summary).toHaveTextContent('3,000 crowns ($30.00)');
    expect(summary).toHaveTextContent('−$0.60 (2%)');
    expect(summary).toHaveTextContent('$29.40');
    expect(summary).toHaveTextContent(bank.label);
    expect(within(dialog).getByText(NO_REVIEW_NOTE)).toBeInTheDocument();

    await r.user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(dialog).findByText(PAYOUT_MSG.withdrawalRequested)).toBeInTheDocument();
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    const sent = r.api.called('POST /wallet/withdraw-funds');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ crowns: 3000, paymentMethodId: bank.id });
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(r.api.called('POST /payment/transfer-intent-ui-status')).toHaveLength(1));
    expect(r.api.called('POST /payment/transfer-intent-ui-status')[0]?.body).toEqual({ withdrawalId: 91 });
  });

  it('reuses the Idempotency-Key when the answer never arrived, and a new one after the server answered', async () => {
    let calls = 0;
    const r = setup({
      'POST /wallet/withdraw-funds': () => {
        calls++;
        if (calls === 1) throw new TypeError('Failed to fetch');
        if (calls === 2) return fail(503, PAYOUT_MSG.providerUnavailable);
        return ok(view(), { message: PAYOUT_MSG.withdrawalRequested });
      },
    });
    const dialog = await toConfirm(r);
    const confirm = () => r.user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    await confirm();
    expect(await within(dialog).findByText(MSG.somethingWentWrong)).toBeInTheDocument();
    await confirm();
    expect(await within(dialog).findByText(PAYOUT_MSG.providerUnavailable)).toBeInTheDocument();
    await confirm();
    await within(dialog).findByText(PAYOUT_MSG.withdrawalRequested);
    const keys = r.api.called('POST /wallet/withdraw-funds').map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('says when the withdrawal will be reviewed, and follows its status live to Paid and Failed', async () => {
    const r = setup({
      'POST /payment/kyc/validate-amount': (body) => ok(quote((body as { crowns: number }).crowns, { review: true })),
      'POST /wallet/withdraw-funds': ok(view({ status: 'review', message: PAYOUT_MSG.withdrawalInReview }), {
        message: PAYOUT_MSG.withdrawalInReview,
      }),
      'POST /payment/transfer-intent-ui-status': ok(view({ status: 'review', message: PAYOUT_MSG.withdrawalInReview })),
    });
    const dialog = await toConfirm(r);
    expect(within(dialog).getByText(REVIEW_NOTE)).toBeInTheDocument();
    await r.user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(dialog).findByText(PAYOUT_MSG.withdrawalInReview)).toBeInTheDocument();

    server(RT_EVENTS.withdrawalUpdated, view({ status: 'paid' }));
    expect(await within(dialog).findByText(PAYOUT_MSG.withdrawalPaid)).toBeInTheDocument();
    expect(within(dialog).getByText('Paid')).toBeInTheDocument();

    server(RT_EVENTS.withdrawalUpdated, view({ status: 'failed', message: 'The bank refused the transfer.' }));
    expect(await within(dialog).findByText('The bank refused the transfer.')).toBeInTheDocument();
    expect(within(dialog).getByText('Failed')).toBeInTheDocument();
  });

  it('redeems a gift card: the denomination sets the amount, no fee, send-giftcard with its key', async () => {
    const r = setup({
      'POST /wallet/send-giftcard': ok(view({ kind: 'gift_card', usd: 25, destination: 'Amazon gift card' }), {
        message: PAYOUT_MSG.giftCardSent('Amazon'),
      }),
    });
    const dialog = await openDialog(r);
    await r.user.type(within(dialog).getByLabelText('Crowns to withdraw'), '3000');
    await within(dialog).findByText('$29.40');
    await r.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await r.user.click(await within(dialog).findByRole('radio', { name: 'Amazon $25 (2,500 crowns)' }));
    await waitFor(() =>
      expect(r.api.called('POST /payment/kyc/validate-amount').at(-1)?.body).toEqual({ crowns: 2500 }),
    );
    await r.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const summary = await within(dialog).findByLabelText('Withdrawal summary');
    expect(summary).toHaveTextContent('2,500 crowns ($25.00)');
    expect(summary).toHaveTextContent('No fee');
    expect(summary).toHaveTextContent('Amazon gift card ($25)');
    await r.user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(dialog).findByText(PAYOUT_MSG.giftCardSent('Amazon'))).toBeInTheDocument();
    const sent = r.api.called('POST /wallet/send-giftcard')[0]!;
    expect(sent.body).toEqual({ brandId: 'amazon', amountUsd: 25 });
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
  });

  it('offers no gift card when the catalogue is empty', async () => {
    const r = setup({ 'GET /wallet/giftcards': ok([]) });
    const dialog = await openDialog(r);
    await r.user.type(within(dialog).getByLabelText('Crowns to withdraw'), '3000');
    await within(dialog).findByText('$29.40');
    await r.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByRole('radio', { name: new RegExp(bank.label) });
    expect(within(dialog).queryByText('Gift card (no fee)')).toBeNull();
  });

  it('adds a bank account on the hosted page, keeping the amount for the way back', async () => {
    const r = setup({ 'GET /payment/init-transfer': ok({ linkToken: 'lt', url: 'http://pay.test/link' }) });
    const dialog = await openDialog(r);
    await r.user.type(within(dialog).getByLabelText('Crowns to withdraw'), '3000');
    await within(dialog).findByText('$29.40');
    await r.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await r.user.click(await within(dialog).findByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(r.load).toHaveBeenCalledWith('http://pay.test/link'));
    expect(r.api.called('GET /payment/init-transfer')[0]?.query.get('pmType')).toBe('bank');
    expect(JSON.parse(sessionStorage.getItem('crowns.withdrawDraft')!)).toMatchObject({
      origin: 'dialog',
      crowns: '3000',
    });
  });
});

describe('identity step', () => {
  const needsKyc = (status: KycState['status'], message: string = PAYOUT_MSG.kycRequired) => ({
    'POST /payment/kyc/validate-amount': (body: unknown) =>
      ok(quote((body as { crowns: number }).crowns, { kycRequired: 'basic', kyc: kyc(status), ok: false, message })),
  });

  it('explains why, and opens the hosted check', async () => {
    const r = setup({
      ...needsKyc('none'),
      'GET /payment/kyc/create-idv-link-token': ok({ sessionId: 's1', url: 'http://idv.test/s1', level: 'basic' }),
    });
    const dialog = await toConfirm(r);
    expect(await within(dialog).findByText(PAYOUT_MSG.kycRequired)).toBeInTheDocument();
    await r.user.click(within(dialog).getByRole('button', { name: 'Verify identity' }));
    await waitFor(() => expect(r.load).toHaveBeenCalledWith('http://idv.test/s1'));
  });

  it('in review waits, and a kycUpdated that passes unblocks it live', async () => {
    let passed = false;
    const r = setup({
      'POST /payment/kyc/validate-amount': (body) => {
        const crowns = (body as { crowns: number }).crowns;
        return passed
          ? ok(quote(crowns))
          : ok(quote(crowns, { kycRequired: 'basic', kyc: kyc('review'), ok: false, message: PAYOUT_MSG.kycInReview }));
      },
    });
    const dialog = await toConfirm(r);
    expect(await within(dialog).findByText(PAYOUT_MSG.kycInReview)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Verify identity' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();
    passed = true;
    server(RT_EVENTS.kycUpdated, kyc('passed'));
    expect(await within(dialog).findByText(PAYOUT_MSG.kycPassed)).toBeInTheDocument();
    await r.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByLabelText('Withdrawal summary')).toBeInTheDocument();
  });
});

describe('back from a hosted page', () => {
  it('public_token: exchanges it, says so and reopens the dialog with the new method selected', async () => {
    saveWithdrawDraft({ origin: 'dialog', crowns: '3000' });
    const added = { ...bank, id: 13, label: 'Sandbox Bank savings ••1111' };
    const r = setup(
      {
        'POST /payment/kyc/set-access-token': ok({ method: added }, { message: PAYOUT_MSG.methodAdded(added.label) }),
        'GET /payment/user-payment-methods': ok([bank, card, added]),
      },
      '/wallet?withdraw=1&public_token=pub-1&pm=bank',
    );
    expect(await screen.findByText(PAYOUT_MSG.methodAdded(added.label))).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    expect(await within(dialog).findByRole('radio', { name: new RegExp(added.label) })).toBeChecked();
    expect(r.api.called('POST /payment/kyc/set-access-token')[0]?.body).toEqual({ publicToken: 'pub-1' });
    await waitFor(() => expect(r.router.state.location.search).toBe(''));
    await r.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByLabelText('Withdrawal summary')).toHaveTextContent('3,000 crowns');
  });

  it('link_exit: reopens the dialog unchanged', async () => {
    saveWithdrawDraft({ origin: 'dialog', crowns: '3000', destination: { kind: 'method', id: card.id } });
    const r = setup({}, '/wallet?withdraw=1&link_exit=1');
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    expect(await within(dialog).findByRole('radio', { name: new RegExp(card.label) })).toBeChecked();
    expect(r.api.called('POST /payment/kyc/set-access-token')).toHaveLength(0);
    await waitFor(() => expect(r.router.state.location.search).toBe(''));
  });

  it('a method added from the payment methods section does not open the dialog', async () => {
    saveWithdrawDraft({ origin: 'methods' });
    setup(
      { 'POST /payment/kyc/set-access-token': ok({ method: card }, { message: PAYOUT_MSG.methodAdded(card.label) }) },
      '/wallet?withdraw=1&public_token=pub-2&pm=debit_card',
    );
    expect(await screen.findByText(PAYOUT_MSG.methodAdded(card.label))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['passed', PAYOUT_MSG.kycPassed, 'Continue'],
    ['failed', PAYOUT_MSG.kycFailed, null],
    ['review', PAYOUT_MSG.kycInReview, null],
    ['pending', PAYOUT_MSG.kycPending, 'Verify identity'],
  ] as const)('idv_session %s: records the session, asks its state and shows it', async (status, message, action) => {
    saveWithdrawDraft({ origin: 'dialog', crowns: '3000', destination: { kind: 'method', id: bank.id } });
    const r = setup(
      {
        'POST /payment/kyc/set-recent-idv-session': ok(kyc('pending')),
        'POST /payment/kyc/idv-complete': ok(kyc(status)),
      },
      '/wallet?withdraw=1&idv_session=sess-9',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(r.api.called('POST /payment/kyc/set-recent-idv-session')[0]?.body).toEqual({ sessionId: 'sess-9' });
    expect(r.api.called('POST /payment/kyc/idv-complete')[0]?.body).toEqual({ sessionId: 'sess-9' });
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent?.trim());
    for (const name of ['Continue', 'Verify identity']) expect(buttons.includes(name)).toBe(name === action);
    await waitFor(() => expect(r.router.state.location.search).toBe(''));
  });
});

describe('payment methods section', () => {
  it('lists the methods and removes one after a confirm', async () => {
    let removed = false;
    const r = setup({
      'GET /payment/user-payment-methods': () => ok(removed ? [card] : [bank, card]),
      'DELETE /payment/user-payment-methods/11': () => {
        removed = true;
        return ok(null, { message: PAYOUT_MSG.methodRemoved });
      },
    });
    const list = await screen.findByRole('list', { name: 'Payment methods' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await r.user.click(within(list).getByRole('button', { name: `Remove ${bank.label}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove payment method?' });
    await r.user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(PAYOUT_MSG.methodRemoved)).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });
});

describe('history', () => {
  const row = (id: number, status: WalletTransaction['status']): WalletTransaction => ({
    id,
    kind: 'withdrawal',
    type: 'withdrawal',
    amount: -3000,
    usd: -30,
    counterpart: bank.label,
    ref_type: 'withdrawal',
    ref_id: String(id),
    status,
    createdAt: '2026-11-20T15:04:00.000Z',
  });
  const page = (rows: WalletTransaction[]) =>
    ok({ data: rows, currentPage: 1, totalPages: 1, totalRecords: rows.length });

  it('shows Pending, Paid and Failed on withdrawal rows and updates them on withdrawalUpdated', async () => {
    let settled = false;
    setup({
      'GET /wallet/transaction': () =>
        page([row(1, settled ? 'paid' : 'processing'), row(2, 'rejected'), row(3, 'review')]),
    });
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Pending');
    expect(second).toHaveTextContent('Failed');
    expect(third).toHaveTextContent('Pending');
    settled = true;
    server(RT_EVENTS.withdrawalUpdated, view({ id: 1, status: 'paid' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Paid'));
  });
});
