import { AUDIT_MSG, type PromoRedemption } from '@crowns/contracts';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { promoCodes, promoRedemptions, users } from '../../db/schema';
import { notFound } from '../../platform/errors';

/**
 * Crowns one redemption put into its user's wallet, read from the ledger: a credit code's promo_credit transfer
 * (ref promo/<code id>) or a bonus code's promo_bonus transfer booked with the purchase it rode on.
 */
const crownsGranted = sql<number>`coalesce((
  select sum(e.amount)
  from ledger_accounts a
  join ledger_entries e on e.account_id = a.id and e.amount > 0
  join ledger_transfers t on t.id = e.transfer_id
  where a.kind = 'user_wallet' and a.ref_id = ${promoRedemptions.userId}
    and ((t.type = 'promo_credit' and t.ref_type = 'promo' and t.ref_id = ${promoRedemptions.promoCodeId}::text)
      or (t.type = 'promo_bonus' and t.ref_type = 'purchase' and t.ref_id = ${promoRedemptions.purchaseId}::text))
), 0)`;

/** GET /admin/promo/{id}/redemptions: who redeemed the code, newest first, with the crowns each was granted. */
export async function listRedemptions(tx: DbOrTx, promoId: number, page: number, limit: number) {
  const [promo] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, promoId));
  if (!promo) throw notFound(AUDIT_MSG.promoNotFound);
  const [rows, [{ n } = { n: 0 }]] = await readAll(
    tx,
    () =>
      tx
        .select({
          redemption: promoRedemptions,
          username: users.scUsername,
          crowns: crownsGranted.mapWith(Number),
        })
        .from(promoRedemptions)
        .leftJoin(users, eq(users.id, promoRedemptions.userId))
        .where(eq(promoRedemptions.promoCodeId, promoId))
        .orderBy(desc(promoRedemptions.createdAt), desc(promoRedemptions.id))
        .limit(limit)
        .offset((page - 1) * limit),
    () => tx.select({ n: count() }).from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, promoId)),
  );
  const data: PromoRedemption[] = rows.map(({ redemption: r, username, crowns }) => ({
    id: String(r.id),
    user: { id: String(r.userId), sc_username: username ?? '' },
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    appliedAt: r.appliedAt?.toISOString() ?? null,
    crownsGranted: crowns,
  }));
  return { data, currentPage: page, totalPages: Math.ceil(n / limit), totalRecords: n };
}

/** Redemptions and crowns granted per code, for the codes of one list page. */
export async function promoTotals(tx: DbOrTx, promoIds: number[]) {
  const totals = new Map<number, { redemptions: number; crownsGranted: number }>();
  if (promoIds.length === 0) return totals;
  const rows = await tx
    .select({
      promoId: promoRedemptions.promoCodeId,
      redemptions: count(),
      crowns: sql<number>`sum(${crownsGranted})`.mapWith(Number),
    })
    .from(promoRedemptions)
    .where(inArray(promoRedemptions.promoCodeId, promoIds))
    .groupBy(promoRedemptions.promoCodeId);
  for (const r of rows) totals.set(r.promoId, { redemptions: r.redemptions, crownsGranted: r.crowns });
  return totals;
}
