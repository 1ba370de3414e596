import { PAYOUT_MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/setup';
import { createUser } from '../../test/users';
import {
  payoutProvider,
  putSandboxObject,
  SANDBOX_GIFT_DECLINE_BRAND,
  SANDBOX_GIFT_DECLINED,
  SANDBOX_PAYOUT_FAILURE,
  SANDBOX_PAYOUT_SIGNATURE_HEADER,
  sandboxPayoutCallback,
} from '.';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const provider = () => payoutProvider(t.deps);

describe('sandbox payouts provider', () => {
  it('is the default provider', () => {
    expect(provider().name).toBe('sandbox');
  });

  it('answers a payout once per withdrawal (pending), and fails at once for a method it does not know', async () => {
    const user = await createUser(t.deps);
    const now = t.clock.now();
    await putSandboxObject(
      t.deps.database.db,
      'method',
      `pm_test_${user.id}`,
      user.id,
      { type: 'bank', label: 'Sandbox Bank checking ••6789', last4: '6789', failsAtPayout: false },
      now,
    );
    const request = {
      withdrawalId: 900_000 + user.id,
      userId: user.id,
      amountCents: 2500,
      method: { providerRef: `pm_test_${user.id}`, type: 'bank' as const },
    };
    const first = await provider().createPayout(request);
    expect(first).toEqual({ providerRef: `po_sbx_${request.withdrawalId}`, status: 'pending' });
    expect(await provider().createPayout(request)).toEqual(first);
    const unknown = await provider().createPayout({
      ...request,
      withdrawalId: request.withdrawalId + 1,
      method: { providerRef: 'pm_nope', type: 'debit_card' },
    });
    expect(unknown).toMatchObject({ status: 'failed', failureMessage: SANDBOX_PAYOUT_FAILURE.debit_card });
  });

  it('lists the gift card catalogue and issues a code once per withdrawal', async () => {
    const catalogue = await provider().giftCardCatalogue();
    expect(catalogue.map((b) => b.name)).toEqual([
      'Amazon',
      'Steam',
      'Xbox',
      'PlayStation',
      'Apple',
      'Google Play',
      'Sandbox Decline',
    ]);
    expect(catalogue[0]!.amountsUsd).toEqual([10, 25, 50, 100]);
    const user = await createUser(t.deps);
    const request = { withdrawalId: 800_000 + user.id, userId: user.id, brandId: 'amazon', amountCents: 2500 };
    const card = await provider().issueGiftCard(request);
    expect(card).toMatchObject({ status: 'issued', providerRef: `gc_sbx_${request.withdrawalId}` });
    if (card.status !== 'issued') throw new Error('not issued');
    expect(card.code).toMatch(/^SBX-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(await provider().issueGiftCard(request)).toEqual(card);
    const declined = await provider().issueGiftCard({
      ...request,
      withdrawalId: request.withdrawalId + 1,
      brandId: SANDBOX_GIFT_DECLINE_BRAND,
      amountCents: 1000,
    });
    expect(declined).toEqual({ status: 'failed', failureMessage: SANDBOX_GIFT_DECLINED });
  });

  it('parses a signed callback and refuses a bad, tampered or stale signature', () => {
    const event = { type: 'payout' as const, withdrawalId: 7, providerRef: 'po_sbx_7', status: 'paid' as const };
    const { rawBody, headers } = sandboxPayoutCallback(t.deps, event);
    expect(provider().parseCallback(rawBody, headers)).toEqual(event);
    const refused = (body: string, h: Record<string, string | undefined>) => {
      try {
        provider().parseCallback(body, h);
        return null;
      } catch (err) {
        return (err as { statusCode?: number; message: string }).message;
      }
    };
    expect(refused(rawBody, {})).toBe('Invalid signature.');
    expect(refused(rawBody.replace('paid', 'failed'), headers)).toBe('Invalid signature.');
    expect(refused(rawBody, { [SANDBOX_PAYOUT_SIGNATURE_HEADER]: 't=1,v1=00' })).toBe('Invalid signature.');
    // Replayed after the tolerance: the same signed body no longer passes.
    t.clock.advance(10 * 60 * 1000);
    expect(refused(rawBody, headers)).toBe('Invalid signature.');
  });

  it('refuses to exchange a public token it never issued', async () => {
    const user = await createUser(t.deps);
    await expect(provider().exchangePublicToken({ userId: user.id, publicToken: 'pub_nope' })).rejects.toMatchObject({
      message: PAYOUT_MSG.methodLinkInvalid,
    });
  });
});
