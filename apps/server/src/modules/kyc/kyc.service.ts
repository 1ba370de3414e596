import { type IdvLinkData, type KycLevel, type KycState, PAYOUT_MSG, ROOMS, RT_EVENTS } from '@crowns/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, identityVerifications } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/outbox';
import { type PayoutEvent, payoutProvider, type VerificationOutcome } from '../../platform/payouts';
import { type KycRecord, readKyc } from './kyc-state';

type SessionStatus = VerificationOutcome['status'];

/** Forward only: pending → review → passed | failed; a final answer is never replaced. */
const RANK: Record<SessionStatus, number> = { pending: 0, review: 1, passed: 2, failed: 2 };

/** Where the hosted identity page sends the browser back. */
export const kycReturnUrl = (deps: AppDeps) => `${deps.env.PUBLIC_URL?.replace(/\/$/, '') ?? ''}/wallet?withdraw=1`;

/** The public part of a KYC record (what the API and the realtime event carry). */
export const kycView = ({ basicPassedAt: _b, enhancedPassedAt: _e, ...state }: KycRecord): KycState => state;

/** Opens a hosted identity check at the provider and records its session (level: basic first, then enhanced). */
export async function startVerification(deps: AppDeps, userId: number, level?: KycLevel): Promise<IdvLinkData> {
  const { db } = deps.database;
  const chosen = level ?? ((await readKyc(db, userId)).basicPassedAt ? 'enhanced' : 'basic');
  const provider = payoutProvider(deps);
  const session = await provider.createVerification({ userId, level: chosen, returnUrl: kycReturnUrl(deps) });
  const now = deps.clock.now();
  await db.insert(identityVerifications).values({
    userId,
    provider: provider.name,
    providerSessionId: session.sessionId,
    level: chosen,
    createdAt: now,
    updatedAt: now,
  });
  return { sessionId: session.sessionId, url: session.url, level: chosen };
}

/**
 * Applies the provider's answer for one session: only forward, once, with the `kycUpdated` event and an audit row
 * in the same transaction. Unknown sessions are ignored (another environment's webhook). Answers whether it moved.
 */
export async function applyVerification(deps: AppDeps, outcome: VerificationOutcome): Promise<boolean> {
  const provider = payoutProvider(deps).name;
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(identityVerifications)
      .where(
        and(
          eq(identityVerifications.provider, provider),
          eq(identityVerifications.providerSessionId, outcome.sessionId),
        ),
      )
      .for('update');
    if (!row || RANK[outcome.status] <= RANK[row.status]) return false;
    const now = deps.clock.now();
    const final = outcome.status === 'passed' || outcome.status === 'failed';
    await tx
      .update(identityVerifications)
      .set({
        status: outcome.status,
        failureReason: outcome.status === 'failed' ? (outcome.failureReason ?? null) : null,
        updatedAt: now,
        completedAt: final ? now : null,
      })
      .where(eq(identityVerifications.id, row.id));
    await tx.insert(auditLog).values({
      actorId: null,
      action: `kyc.${outcome.status}`,
      targetType: 'user',
      targetId: String(row.userId),
      data: {
        sessionId: outcome.sessionId,
        level: row.level,
        ...(outcome.failureReason && outcome.status === 'failed' ? { reason: outcome.failureReason } : {}),
      },
      createdAt: now,
    });
    await publishKyc(tx, row.userId, now);
    return true;
  });
}

async function publishKyc(tx: DbOrTx, userId: number, now: Date) {
  const state = kycView(await readKyc(tx, userId));
  await recordEvent(tx, { name: RT_EVENTS.kycUpdated, rooms: [ROOMS.privateUser(userId)], payload: state }, now);
}

/**
 * The browser came back from a session (or says it finished): the provider is asked for its state, which is
 * applied like the webhook's. Own sessions only. `recent` also marks it as the session to resume.
 */
export async function refreshVerification(
  deps: AppDeps,
  userId: number,
  sessionId: string,
  opts: { recent: boolean },
): Promise<KycState> {
  const { db } = deps.database;
  const provider = payoutProvider(deps);
  const [row] = await db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.userId, userId),
        eq(identityVerifications.provider, provider.name),
        eq(identityVerifications.providerSessionId, sessionId),
      ),
    );
  if (!row) throw notFound(PAYOUT_MSG.kycSessionNotFound);
  await applyVerification(deps, await provider.getVerification(sessionId));
  if (opts.recent)
    await db
      .update(identityVerifications)
      .set({ recentAt: deps.clock.now() })
      .where(eq(identityVerifications.id, row.id));
  return kycView(await readKyc(db, userId));
}

/** The provider's signed webhook: verified (400 otherwise), verification events applied, others ignored. */
export async function handleIdvWebhook(
  deps: AppDeps,
  rawBody: string,
  headers: Record<string, string | undefined>,
): Promise<{ applied: boolean }> {
  let event: PayoutEvent | null;
  try {
    event = payoutProvider(deps).parseCallback(rawBody, headers);
  } catch (err) {
    // Stripe's verifier throws its own errors: every refusal of a callback is the same 400.
    if (err instanceof AppError && err.httpStatus < 500) throw err;
    throw badRequest('Invalid signature.');
  }
  if (event?.type !== 'verification') return { applied: false };
  return { applied: await applyVerification(deps, event) };
}

export const readKycView = async (db: DbOrTx, userId: number) => kycView(await readKyc(db, userId));
