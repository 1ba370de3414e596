import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bountyEscrow,
  EXTERNAL_CASH,
  PROMOTIONS,
  refundContributors,
  transfer,
  wallet,
  withdrawalHold,
} from '../../platform/ledger';
import { createTestApp, type TestContext } from '../../test/setup';
import { createUser } from '../../test/users';
import { buyCrownsDirect, winCrowns } from './payouts-test-helpers';
import { readWithdrawable } from './withdrawable';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let escrowId = 800_000;
const spend = (userId: number, amount: number) => {
  escrowId += 1;
  const escrow = escrowId;
  return transfer(t.deps.database.db, {
    from: wallet(userId),
    to: bountyEscrow(escrow),
    amount,
    type: 'bounty_create',
  }).then(() => escrow);
};
const state = (userId: number) => readWithdrawable(t.deps.database.db, userId);

describe('withdrawable crowns (decision 018)', () => {
  it('spends purchased crowns first: bought 1,000, won 500, spent 800 leaves 500 of 700 withdrawable', async () => {
    const u = await createUser(t.deps);
    await buyCrownsDirect(t, u.id, 1000);
    await winCrowns(t, u.id, 500);
    await spend(u.id, 800);
    expect(await state(u.id)).toEqual({ balance: 700, withdrawable: 500 });
  });

  it('never exceeds the balance once earned crowns are spent too', async () => {
    const u = await createUser(t.deps);
    await buyCrownsDirect(t, u.id, 1000);
    await winCrowns(t, u.id, 500);
    await spend(u.id, 1200);
    expect(await state(u.id)).toEqual({ balance: 300, withdrawable: 300 });
  });

  it('a refund restores the balance, not the cap', async () => {
    const u = await createUser(t.deps);
    await buyCrownsDirect(t, u.id, 1000);
    await winCrowns(t, u.id, 500);
    const escrow = await spend(u.id, 1500);
    expect(await state(u.id)).toEqual({ balance: 0, withdrawable: 0 });
    await t.deps.database.db.transaction((tx) =>
      refundContributors(tx, bountyEscrow(escrow), { type: 'bounty_refund' }),
    );
    expect(await state(u.id)).toEqual({ balance: 1500, withdrawable: 500 });
  });

  it('promo credit and purchases are never withdrawable; challenge prizes are', async () => {
    const u = await createUser(t.deps);
    await transfer(t.deps.database.db, { from: PROMOTIONS, to: wallet(u.id), amount: 1000, type: 'promo_credit' });
    await buyCrownsDirect(t, u.id, 2000);
    expect(await state(u.id)).toEqual({ balance: 3000, withdrawable: 0 });
    await transfer(t.deps.database.db, { from: EXTERNAL_CASH, to: wallet(u.id), amount: 40, type: 'challenge_prize' });
    expect(await state(u.id)).toEqual({ balance: 3040, withdrawable: 40 });
  });

  it('a withdrawal lowers it and its reversal gives it back', async () => {
    const u = await createUser(t.deps);
    await winCrowns(t, u.id, 5000);
    const hold = withdrawalHold(900_000 + u.id);
    await transfer(t.deps.database.db, { from: wallet(u.id), to: hold, amount: 3000, type: 'withdrawal' });
    expect(await state(u.id)).toEqual({ balance: 2000, withdrawable: 2000 });
    await buyCrownsDirect(t, u.id, 1000);
    expect(await state(u.id)).toEqual({ balance: 3000, withdrawable: 2000 });
    await transfer(t.deps.database.db, { from: hold, to: wallet(u.id), amount: 3000, type: 'withdrawal_reversal' });
    expect(await state(u.id)).toEqual({ balance: 6000, withdrawable: 5000 });
  });

  it('is zero for a user without a wallet', async () => {
    expect(await state(9_999_999)).toEqual({ balance: 0, withdrawable: 0 });
  });
});
