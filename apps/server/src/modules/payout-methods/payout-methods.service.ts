import { type InitTransferData, PAYOUT_MSG, type PayoutMethodType, type PayoutMethodView } from '@crowns/contracts';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { payoutMethodLinks, payoutMethods } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { randomToken } from '../../platform/crypto';
import { badRequest, notFound } from '../../platform/errors';
import { payoutProvider } from '../../platform/payouts';
import { kycReturnUrl } from '../kyc/kyc.service';

/** How long an add-method link stays usable. */
const LINK_TTL_MS = 30 * 60 * 1000;

type MethodRow = typeof payoutMethods.$inferSelect;

export const methodView = (m: MethodRow): PayoutMethodView => ({
  id: m.id,
  type: m.type,
  processor: m.provider,
  label: m.label,
  last4: m.last4,
  createdAt: m.createdAt.toISOString(),
});

/** Opens the provider's hosted add-method page for a bank account or a debit card. */
export async function initTransfer(deps: AppDeps, userId: number, type: PayoutMethodType): Promise<InitTransferData> {
  const { db } = deps.database;
  const provider = payoutProvider(deps);
  const [previous] = await db
    .select({ providerRef: payoutMethodLinks.providerRef })
    .from(payoutMethodLinks)
    .where(
      and(
        eq(payoutMethodLinks.userId, userId),
        eq(payoutMethodLinks.provider, provider.name),
        isNotNull(payoutMethodLinks.providerRef),
      ),
    )
    .orderBy(desc(payoutMethodLinks.createdAt))
    .limit(1);
  const linkToken = randomToken();
  const link = await provider.createMethodLink({
    userId,
    type,
    linkToken,
    returnUrl: kycReturnUrl(deps),
    ...(previous?.providerRef ? { previousRef: previous.providerRef } : {}),
  });
  const now = deps.clock.now();
  await db.insert(payoutMethodLinks).values({
    token: linkToken,
    userId,
    provider: provider.name,
    type,
    providerRef: link.providerRef,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS),
  });
  return { linkToken, url: link.url };
}

/**
 * Exchanges the page's public token for the method it added and keeps it. The same token twice gives the same
 * method; a token of someone else's, an unknown one, or one whose method was removed is refused.
 */
export async function addMethodFromToken(deps: AppDeps, userId: number, publicToken: string) {
  const { db } = deps.database;
  const provider = payoutProvider(deps);
  const [ownLink] = await db
    .select()
    .from(payoutMethodLinks)
    .where(and(eq(payoutMethodLinks.token, publicToken), eq(payoutMethodLinks.userId, userId)));
  if (ownLink && ownLink.expiresAt <= deps.clock.now() && !ownLink.completedAt)
    throw badRequest(PAYOUT_MSG.methodLinkInvalid);
  const details = await provider.exchangePublicToken({
    userId,
    publicToken,
    ...(ownLink?.providerRef ? { linkRef: ownLink.providerRef } : {}),
  });
  return db.transaction(async (tx) => {
    const now = deps.clock.now();
    await tx
      .insert(payoutMethods)
      .values({ userId, provider: provider.name, ...details, createdAt: now })
      .onConflictDoNothing();
    const [method] = await tx
      .select()
      .from(payoutMethods)
      .where(and(eq(payoutMethods.provider, provider.name), eq(payoutMethods.providerRef, details.providerRef)));
    if (!method || method.userId !== userId || method.removedAt) throw badRequest(PAYOUT_MSG.methodLinkInvalid);
    if (ownLink)
      await tx
        .update(payoutMethodLinks)
        .set({ completedAt: now })
        .where(and(eq(payoutMethodLinks.token, ownLink.token), isNull(payoutMethodLinks.completedAt)));
    return methodView(method);
  });
}

export async function listMethods(
  deps: AppDeps,
  userId: number,
  filter: { processor?: 'sandbox' | 'stripe'; pmType?: PayoutMethodType },
) {
  const rows = await deps.database.db
    .select()
    .from(payoutMethods)
    .where(
      and(
        eq(payoutMethods.userId, userId),
        isNull(payoutMethods.removedAt),
        filter.processor ? eq(payoutMethods.provider, filter.processor) : undefined,
        filter.pmType ? eq(payoutMethods.type, filter.pmType) : undefined,
      ),
    )
    .orderBy(desc(payoutMethods.createdAt), desc(payoutMethods.id));
  return rows.map(methodView);
}

/** Hides the method (kept for the withdrawals that used it). Only the owner's own, present methods. */
export async function removeMethod(deps: AppDeps, userId: number, id: number) {
  const [removed] = await deps.database.db
    .update(payoutMethods)
    .set({ removedAt: deps.clock.now() })
    .where(and(eq(payoutMethods.id, id), eq(payoutMethods.userId, userId), isNull(payoutMethods.removedAt)))
    .returning({ id: payoutMethods.id });
  if (!removed) throw notFound(PAYOUT_MSG.methodNotFound);
}
