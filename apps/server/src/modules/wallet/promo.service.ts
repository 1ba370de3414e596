import {
  type AdminPromoData,
  type AdminPromoValues,
  type ApplyPromoData,
  type PromoCodeData,
  type PromoStateData,
  WALLET_MSG,
} from '@crowns/contracts';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { auditLog, promoCodes, promoRedemptions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, badRequest } from '../../platform/errors';
import { PROMOTIONS, transfer, wallet } from '../../platform/ledger';
import { promoTotals } from './promo-redemptions.repo';
import { getWalletBalance } from './wallet-balance';

type PromoRow = typeof promoCodes.$inferSelect;

export async function promoState(tx: DbOrTx, userId: number): Promise<PromoStateData> {
  const [row] = await tx
    .select({ code: promoCodes.code, percent: promoCodes.value })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
    .where(and(eq(promoRedemptions.userId, userId), eq(promoRedemptions.status, 'pending')))
    .limit(1);
  return { pendingBonus: row ?? null };
}

/**
 * POST /wallet/apply-promo. One transaction: the unique (user, code) row makes a code once per user,
 * the conditional counter update keeps max redemptions under concurrency, and a credit code pays out
 * from the promotions account in the same transaction. A bonus code waits for the next purchase.
 */
export async function applyPromo(
  deps: AppDeps,
  userId: number,
  input: string,
): Promise<{ message: string; data: ApplyPromoData }> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [promo] = await tx
      .select()
      .from(promoCodes)
      .where(eq(sql`lower(${promoCodes.code})`, input.trim().toLowerCase()));
    if (!promo?.active) throw badRequest(WALLET_MSG.promoInvalid);
    if (promo.expiresAt && promo.expiresAt <= now) throw badRequest(WALLET_MSG.promoExpired);
    const isBonus = promo.kind === 'bonus_percent';
    const inserted = await tx
      .insert(promoRedemptions)
      .values({ promoCodeId: promo.id, userId, status: isBonus ? 'pending' : 'credited', createdAt: now })
      .onConflictDoNothing()
      .returning({ id: promoRedemptions.id });
    if (inserted.length === 0) throw badRequest(WALLET_MSG.promoAlreadyUsed);
    if (isBonus) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.userId, userId), eq(promoRedemptions.status, 'pending')));
      if (n > 1) throw badRequest(WALLET_MSG.promoBonusPending);
    }
    const counted = await tx
      .update(promoCodes)
      .set({ redeemedCount: sql`${promoCodes.redeemedCount} + 1` })
      .where(
        and(
          eq(promoCodes.id, promo.id),
          or(isNull(promoCodes.maxRedemptions), lt(promoCodes.redeemedCount, promoCodes.maxRedemptions)),
        ),
      )
      .returning({ id: promoCodes.id });
    if (counted.length === 0) throw badRequest(WALLET_MSG.promoUsedUp);
    if (!isBonus)
      await transfer(tx, {
        from: PROMOTIONS,
        to: wallet(userId),
        amount: promo.value,
        type: 'promo_credit',
        ref: { type: 'promo', id: promo.id },
        memo: `Promo code ${promo.code}`,
        at: now,
      });
    const data: ApplyPromoData = {
      code: promo.code,
      kind: promo.kind,
      value: promo.value,
      creditedCrowns: isBonus ? 0 : promo.value,
      balance: await getWalletBalance(tx, userId),
      pendingBonus: isBonus ? { code: promo.code, percent: promo.value } : null,
    };
    return {
      message: isBonus ? WALLET_MSG.promoBonusSaved(promo.value) : WALLET_MSG.promoCredited(promo.value),
      data,
    };
  });
}

export const toPromoData = (p: PromoRow): PromoCodeData => ({
  id: p.id,
  code: p.code,
  kind: p.kind,
  value: p.value,
  expiresAt: p.expiresAt?.toISOString() ?? null,
  maxRedemptions: p.maxRedemptions,
  redeemedCount: p.redeemedCount,
  active: p.active,
  createdAt: p.createdAt.toISOString(),
});

/** POST /admin/promo, written to the audit log in the same transaction. */
export async function createPromo(deps: AppDeps, adminId: number, body: AdminPromoValues) {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promoCodes)
      .values({
        code: body.code,
        kind: body.kind,
        value: body.value,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        maxRedemptions: body.maxRedemptions ?? null,
        active: body.active,
        createdBy: adminId,
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', 409, WALLET_MSG.promoExists);
    await tx.insert(auditLog).values({
      actorId: adminId,
      action: 'promo.create',
      targetType: 'promo_code',
      targetId: String(row.id),
      data: toPromoData(row),
    });
    return toPromoData(row);
  });
}

/** GET /admin/promo: newest first, each code with its redemptions and the crowns it granted. */
export async function listPromos(tx: DbOrTx, page: number, limit: number) {
  const [rows, [{ n } = { n: 0 }]] = await readAll(
    tx,
    () =>
      tx
        .select()
        .from(promoCodes)
        .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
        .limit(limit)
        .offset((page - 1) * limit),
    () => tx.select({ n: count() }).from(promoCodes),
  );
  const totals = await promoTotals(
    tx,
    rows.map((r) => r.id),
  );
  const data: AdminPromoData[] = rows.map((r) => ({
    ...toPromoData(r),
    ...(totals.get(r.id) ?? { redemptions: 0, crownsGranted: 0 }),
  }));
  return { data, currentPage: page, totalPages: Math.ceil(n / limit), totalRecords: n };
}
