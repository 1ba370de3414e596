import { type AddFundsData, type PurchaseData, WALLET_MSG } from '@crowns/contracts';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { promoCodes, promoRedemptions, purchases, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { EXTERNAL_CASH, PROMOTIONS, transfer, wallet } from '../../platform/ledger';
import { type PaymentEvent, paymentProvider } from '../../platform/payments';
import { getConfig } from '../config/config.service';
import { usdOf } from '../config/money';
import { isTimeZone, localDayRange } from './time-zone';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isPurchaseId = (id: string) => UUID.test(id);

export const walletReturnUrl = (deps: AppDeps, purchaseId: string, status: string) =>
  `${deps.env.PUBLIC_URL?.replace(/\/$/, '') ?? ''}/wallet?purchase=${purchaseId}&status=${status}`;

/** POST /wallet/add-funds: checks the purchase rules, records a pending purchase and opens a provider checkout. */
export async function addFunds(
  deps: AppDeps,
  userId: number,
  crowns: number,
  headerTimeZone: string | undefined,
): Promise<AddFundsData> {
  const { db } = deps.database;
  const cfg = await getConfig(db, ['purchase_flag', 'purchase_threshold', 'daily_purchase_threshold', 'cc_per_usd']);
  if (!cfg.purchase_flag) throw badRequest(WALLET_MSG.purchasesDisabled);
  const rate = cfg.cc_per_usd > 0 ? cfg.cc_per_usd : 1;
  if (crowns < cfg.purchase_threshold * rate) throw badRequest(WALLET_MSG.minimumPurchase(cfg.purchase_threshold));
  const amountCents = Math.max(1, Math.round((crowns * 100) / rate));
  const provider = paymentProvider(deps);
  const now = deps.clock.now();

  const purchase = await db.transaction(async (tx) => {
    // One purchase decision per user at a time, so the daily limit holds under concurrency.
    const [user] = await tx.select({ tz: users.timeZone }).from(users).where(eq(users.id, userId)).for('update');
    const tz = isTimeZone(headerTimeZone) ? headerTimeZone : isTimeZone(user?.tz) ? user.tz : 'UTC';
    const [start, end] = localDayRange(now, tz);
    const [spent] = await tx
      .select({ cents: sql<number>`coalesce(sum(${purchases.amountCents}), 0)::int`.mapWith(Number) })
      .from(purchases)
      .where(
        and(
          eq(purchases.userId, userId),
          inArray(purchases.status, ['pending', 'requires_action', 'succeeded']),
          gte(purchases.createdAt, start),
          lt(purchases.createdAt, end),
        ),
      );
    if ((spent?.cents ?? 0) + amountCents > cfg.daily_purchase_threshold * 100)
      throw badRequest(WALLET_MSG.dailyLimit(cfg.daily_purchase_threshold));
    const [row] = await tx
      .insert(purchases)
      .values({ userId, crowns, amountCents, provider: provider.name, createdAt: now })
      .returning();
    return row!;
  });

  let session: { checkoutUrl: string; providerRef: string };
  try {
    session = await provider.createCheckout({
      purchaseId: purchase.id,
      userId,
      crowns,
      amountCents,
      returnUrl: (status) => walletReturnUrl(deps, purchase.id, status),
    });
  } catch (err) {
    deps.logger.error({ err, purchaseId: purchase.id }, 'payment provider checkout failed');
    await db
      .update(purchases)
      .set({ status: 'declined', failureMessage: WALLET_MSG.providerUnavailable, completedAt: now })
      .where(eq(purchases.id, purchase.id));
    throw new AppError('INTERNAL', 502, WALLET_MSG.providerUnavailable);
  }
  await db
    .update(purchases)
    .set({ providerRef: session.providerRef, checkoutUrl: session.checkoutUrl })
    .where(eq(purchases.id, purchase.id));
  return {
    purchaseId: purchase.id,
    checkoutUrl: session.checkoutUrl,
    crowns,
    usd: amountCents / 100,
    status: 'pending',
  };
}

/**
 * The bank refused to confirm: the checkout is open for another card again, as on Stripe's hosted page. Only the
 * sandbox provider has this step; nothing is credited here.
 */
export async function reopenCheckout(deps: AppDeps, id: string) {
  await deps.database.db
    .update(purchases)
    .set({ status: 'pending' })
    .where(and(eq(purchases.id, id), eq(purchases.status, 'requires_action')));
}

export async function findPurchase(deps: AppDeps, id: string) {
  if (!isPurchaseId(id)) return undefined;
  const [row] = await deps.database.db.select().from(purchases).where(eq(purchases.id, id));
  return row;
}

/** GET /wallet/purchase/{id}: only the buyer sees it. */
export async function getPurchase(deps: AppDeps, userId: number, id: string): Promise<PurchaseData> {
  const p = await findPurchase(deps, id);
  if (!p || p.userId !== userId) throw notFound(WALLET_MSG.purchaseNotFound);
  return {
    id: p.id,
    status: p.status,
    crowns: p.crowns,
    bonusCrowns: p.bonusCrowns,
    usd: usdOf(p.amountCents, 100),
    message: p.failureMessage,
    createdAt: p.createdAt.toISOString(),
    completedAt: p.completedAt?.toISOString() ?? null,
  };
}

export type EventOutcome = { applied: boolean; status?: string };

/**
 * The one credit path for every provider (sandbox callback, Stripe webhook). The purchase row is
 * locked and moved out of pending in the same transaction as the ledger transfer, so a repeated or
 * concurrent confirmation credits exactly once. A pending promo bonus is paid with the purchase.
 */
export async function applyPaymentEvent(
  deps: AppDeps,
  provider: 'sandbox' | 'stripe',
  event: PaymentEvent,
): Promise<EventOutcome> {
  if (!isPurchaseId(event.purchaseId)) return { applied: false };
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [p] = await tx.select().from(purchases).where(eq(purchases.id, event.purchaseId)).for('update');
    if (!p || p.provider !== provider) return { applied: false };
    if (p.status === 'succeeded' || p.status === 'declined') return { applied: false, status: p.status };
    if (event.amountCents !== undefined && event.amountCents !== p.amountCents) {
      deps.logger.error({ purchaseId: p.id, event }, 'payment amount does not match the purchase');
      return { applied: false, status: p.status };
    }
    if (event.outcome === 'requires_action') {
      await tx.update(purchases).set({ status: 'requires_action' }).where(eq(purchases.id, p.id));
      return { applied: true, status: 'requires_action' };
    }
    if (event.outcome === 'declined') {
      await tx
        .update(purchases)
        .set({ status: 'declined', failureMessage: event.message ?? WALLET_MSG.cardDeclined, completedAt: now })
        .where(eq(purchases.id, p.id));
      return { applied: true, status: 'declined' };
    }
    await transfer(tx, {
      from: EXTERNAL_CASH,
      to: wallet(p.userId),
      amount: p.crowns,
      type: 'purchase',
      ref: { type: 'purchase', id: p.id },
      memo: 'Card purchase',
      at: now,
    });
    const bonusCrowns = await applyPendingBonus(tx, p.userId, p.id, p.crowns, now);
    await tx
      .update(purchases)
      .set({ status: 'succeeded', completedAt: now, bonusCrowns, providerRef: event.providerRef ?? p.providerRef })
      .where(eq(purchases.id, p.id));
    return { applied: true, status: 'succeeded' };
  });
}

type Tx = Parameters<Parameters<AppDeps['database']['db']['transaction']>[0]>[0];

async function applyPendingBonus(tx: Tx, userId: number, purchaseId: string, crowns: number, now: Date) {
  const [bonus] = await tx
    .update(promoRedemptions)
    .set({ status: 'applied', purchaseId, appliedAt: now })
    .where(
      and(
        eq(
          promoRedemptions.id,
          sql`(select id from promo_redemptions where user_id = ${userId} and status = 'pending' order by id limit 1)`,
        ),
        eq(promoRedemptions.status, 'pending'),
      ),
    )
    .returning({ promoCodeId: promoRedemptions.promoCodeId });
  if (!bonus) return 0;
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.id, bonus.promoCodeId));
  const extra = Math.floor((crowns * (promo?.value ?? 0)) / 100);
  if (extra > 0)
    await transfer(tx, {
      from: PROMOTIONS,
      to: wallet(userId),
      amount: extra,
      type: 'promo_bonus',
      ref: { type: 'purchase', id: purchaseId },
      memo: `Promo code ${promo!.code}`,
      at: now,
    });
  return extra;
}
