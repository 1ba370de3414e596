import { type GiftCardBrand, PAYOUT_MSG, type WithdrawalKind, type WithdrawalView } from '@crowns/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payoutMethods, withdrawals } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { lockAccount, transfer, wallet, withdrawalHold } from '../../platform/ledger';
import { payoutProvider } from '../../platform/payouts';
import { recordStep } from './withdrawal-notify';
import { assessWithdrawal, readRules } from './withdrawal-rules';
import { type WithdrawalRow, withdrawalView } from './withdrawal-view';

export type RequestedWithdrawal = { status: 201; message: string; data: WithdrawalView; withdrawalId: number };

type Destination = {
  kind: WithdrawalKind;
  label: string;
  payoutMethodId?: number;
  giftBrandId?: string;
};

/**
 * One transaction: lock the wallet, check every rule against it, insert the withdrawal and move its crowns to the
 * withdrawal's hold, audit and tell the user. The provider is called after the commit (withdrawal-submit).
 */
async function requestInTx(
  tx: Tx,
  deps: AppDeps,
  userId: number,
  crowns: number,
  destination: (tx: Tx) => Promise<Destination>,
): Promise<WithdrawalRow> {
  const now = deps.clock.now();
  await lockAccount(tx, wallet(userId));
  const to = await destination(tx);
  const quote = await assessWithdrawal(tx, userId, crowns, to.kind, now);
  if (!quote.ok) throw quote.kycBlocked ? forbidden(quote.message!) : badRequest(quote.message!);
  const [row] = await tx
    .insert(withdrawals)
    .values({
      userId,
      kind: to.kind,
      payoutMethodId: to.payoutMethodId ?? null,
      giftBrandId: to.giftBrandId ?? null,
      crowns,
      feeCrowns: quote.feeCrowns,
      amountCents: quote.amountCents,
      destination: to.label,
      provider: payoutProvider(deps).name,
      status: quote.reviewReason ? 'review' : 'processing',
      reviewReason: quote.reviewReason,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await transfer(tx, {
    from: wallet(userId),
    to: withdrawalHold(row!.id),
    amount: crowns,
    type: 'withdrawal',
    ref: { type: 'withdrawal', id: row!.id },
    memo: to.label,
    at: now,
  });
  await recordStep(
    tx,
    row!,
    {
      action: 'withdrawal.requested',
      actorId: userId,
      data: {
        crowns,
        feeCrowns: quote.feeCrowns,
        amountCents: quote.amountCents,
        destination: to.label,
        review: quote.reviewReason,
      },
    },
    now,
  );
  return row!;
}

const answer = (row: WithdrawalRow, sent: string): RequestedWithdrawal => ({
  status: 201,
  message: row.status === 'review' ? PAYOUT_MSG.withdrawalInReview : sent,
  data: withdrawalView(row),
  withdrawalId: row.id,
});

/** POST /wallet/withdraw-funds and /payment/transfer: to one of the user's bank accounts or debit cards. */
export function requestWithdrawal(deps: AppDeps, userId: number, body: { crowns: number; paymentMethodId: number }) {
  const provider = payoutProvider(deps).name;
  return deps.database.db.transaction(async (tx) => {
    const row = await requestInTx(tx, deps, userId, body.crowns, async (t) => {
      const [method] = await t
        .select()
        .from(payoutMethods)
        .where(
          and(
            eq(payoutMethods.id, body.paymentMethodId),
            eq(payoutMethods.userId, userId),
            eq(payoutMethods.provider, provider),
            isNull(payoutMethods.removedAt),
          ),
        );
      if (!method) throw badRequest(PAYOUT_MSG.methodNotFound);
      return { kind: method.type, label: method.label, payoutMethodId: method.id };
    });
    return answer(row, PAYOUT_MSG.withdrawalRequested);
  });
}

/** The provider's gift-card catalogue; an unreachable provider is a 502 with the contract's words. */
export async function giftCardCatalogue(deps: AppDeps): Promise<GiftCardBrand[]> {
  try {
    return await payoutProvider(deps).giftCardCatalogue();
  } catch (err) {
    deps.logger.error({ err }, 'gift card catalogue unavailable');
    throw new AppError('INTERNAL', 502, PAYOUT_MSG.providerUnavailable);
  }
}

/** POST /wallet/send-giftcard: one of the catalogue's denominations, paid with crowns at the current rate. */
export async function requestGiftCard(deps: AppDeps, userId: number, body: { brandId: string; amountUsd: number }) {
  const catalogue = await giftCardCatalogue(deps);
  if (catalogue.length === 0) throw badRequest(PAYOUT_MSG.giftCardsUnavailable);
  const brand = catalogue.find((b) => b.id === body.brandId);
  if (!brand) throw badRequest(PAYOUT_MSG.giftCardNotFound);
  if (!brand.amountsUsd.includes(body.amountUsd)) throw badRequest(PAYOUT_MSG.giftCardAmountInvalid);
  return deps.database.db.transaction(async (tx) => {
    const { rate } = await readRules(tx);
    const crowns = Math.round(body.amountUsd * rate);
    const row = await requestInTx(tx, deps, userId, crowns, async () => ({
      kind: 'gift_card',
      label: `${brand.name} gift card`,
      giftBrandId: brand.id,
    }));
    return answer(row, PAYOUT_MSG.giftCardSent(brand.name));
  });
}

/** POST /payment/transfer-intent-ui-status: one of the user's own withdrawals. */
export async function withdrawalStatus(deps: AppDeps, userId: number, id: number): Promise<WithdrawalView> {
  const [row] = await deps.database.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)));
  if (!row) throw notFound(PAYOUT_MSG.withdrawalNotFound);
  return withdrawalView(row);
}
