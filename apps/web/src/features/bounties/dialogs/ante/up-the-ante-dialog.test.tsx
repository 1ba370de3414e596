import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeBountyDialog, openBountyDialog } from '../../dialog-store';
import { bountyOf, ME } from '../test/fixtures';
import { fail, mockApi, ok } from '../test/mock-api';
import { renderDialogs } from '../test/render';

afterEach(() => {
  act(() => closeBountyDialog());
  vi.unstubAllGlobals();
});

function open(balance = 1250, routes: Parameters<typeof mockApi>[1] = {}, from?: string) {
  const bounty = bountyOf();
  const api = mockApi(bounty, { 'GET /users/me': ok({ user: { ...ME, walletBalance: balance } }), ...routes });
  const r = renderDialogs();
  act(() => openBountyDialog('upTheAnte', { bounty, from }));
  return { ...r, api };
}

const crowns = () => screen.getByRole('textbox', { name: 'Crowns' }) as HTMLInputElement;
const slider = () => screen.getByRole('slider', { name: 'Ante amount' }) as HTMLInputElement;

describe('Up the Ante', () => {
  it("defaults to 5 dollars' worth of crowns and summarises the new reward and my contribution", async () => {
    open();
    await screen.findByRole('textbox', { name: 'Crowns' });
    expect(crowns().value).toBe('500');
    expect(slider().max).toBe('1250');
    expect(slider().value).toBe('500');
    const summary = screen.getByText('Reward').parentElement!;
    expect(within(summary).getByText('$10.00')).toBeInTheDocument();
    expect(within(summary).getByText('$15.00')).toBeInTheDocument();
    expect(screen.getByText('Your contribution').nextSibling).toHaveTextContent('$5.00 (500 crowns)');
    expect(screen.queryByRole('button', { name: 'Buy Crowns' })).not.toBeInTheDocument();
  });

  it('caps the default and the amount at the balance, and offers Buy Crowns when the balance is short', async () => {
    const r = open(300);
    await screen.findByRole('textbox', { name: 'Crowns' });
    expect(crowns().value).toBe('300');
    await r.user.clear(crowns());
    await r.user.type(crowns(), '9999');
    expect(crowns().value).toBe('300');
    await r.user.click(screen.getByRole('button', { name: 'Buy Crowns' }));
    expect(r.openPurchase).toHaveBeenCalledTimes(1);
  });

  it("refuses 0 with 'Crown amount cannot be 0. Please enter a valid value.' and sends nothing", async () => {
    const r = open();
    await screen.findByRole('textbox', { name: 'Crowns' });
    fireEvent.change(slider(), { target: { value: '0' } });
    expect(crowns().value).toBe('0');
    expect(screen.getByText('Crown amount cannot be 0. Please enter a valid value.')).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Up the Ante' }));
    expect(r.api.called('POST /bounty/up-the-ante/5')).toHaveLength(0);
  });

  it("sends {cc_amount} with an Idempotency-Key, toasts 'Up the Ante' and shows the new reward", async () => {
    const r = open(1250, {
      'POST /bounty/up-the-ante/5': ok({ message: 'Up the Ante', data: { amount: 1750, userCount: 2, antesCount: 3 } }),
    });
    await screen.findByRole('textbox', { name: 'Crowns' });
    fireEvent.change(slider(), { target: { value: '750' } });
    await r.user.click(screen.getByRole('button', { name: 'Up the Ante' }));
    expect(await screen.findByRole('dialog', { name: 'You Upped the Ante!' })).toBeInTheDocument();
    expect(screen.getByText('Up the Ante', { selector: '[data-title]' })).toBeInTheDocument();
    const [call] = r.api.called('POST /bounty/up-the-ante/5');
    expect(call!.body).toEqual({ cc_amount: 750 });
    expect(call!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('$17.50 (1,750 crowns)')).toBeInTheDocument();
    // The money moved: the current user (the top-bar chip) is fetched again.
    expect(r.api.called('GET /users/me').length).toBeGreaterThan(1);
  });

  it('reuses the key when the answer never arrived, and takes a new one after an answer', async () => {
    const r = open(1250, { 'POST /bounty/up-the-ante/5': fail(400, "You don't have enough amount") });
    await screen.findByRole('textbox', { name: 'Crowns' });
    const post = () => r.api.called('POST /bounty/up-the-ante/5').map((c) => c.headers['Idempotency-Key']);
    await r.user.click(screen.getByRole('button', { name: 'Up the Ante' }));
    expect(await screen.findByText("You don't have enough amount")).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Up the Ante' }));
    await vi.waitFor(() => expect(post()).toHaveLength(2));
    expect(post()[0]).not.toBe(post()[1]);

    const real = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (String(input).includes('up-the-ante')) {
        await real(input, init);
        throw new TypeError('Failed to fetch');
      }
      return real(input, init);
    });
    await r.user.click(screen.getByRole('button', { name: 'Up the Ante' }));
    await vi.waitFor(() => expect(post()).toHaveLength(3));
    await r.user.click(await screen.findByRole('button', { name: 'Up the Ante' }));
    await vi.waitFor(() => expect(post()).toHaveLength(4));
    expect(post()[3]).toBe(post()[2]);
  });

  it('goes back to the bounty it was opened from', async () => {
    const r = open(1250, {}, 'claim');
    await r.user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Bounty Info' })).toBeInTheDocument();
  });

  it('sends a visitor to the login dialog', async () => {
    mockApi(bountyOf());
    const r = renderDialogs({ visitor: true });
    act(() => openBountyDialog('upTheAnte', { bounty: bountyOf() }));
    await vi.waitFor(() => expect(r.openLogin).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
