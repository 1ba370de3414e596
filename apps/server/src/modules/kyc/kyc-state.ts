import { type KycLevel, type KycState, type KycStatus, PAYOUT_MSG } from '@crowns/contracts';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { identityVerifications } from '../../db/schema';

export type KycRecord = KycState & {
  /** When the latest passed basic check passed (null if none did). */
  basicPassedAt: Date | null;
  /** When the latest passed enhanced check passed (null if none did). */
  enhancedPassedAt: Date | null;
};

const MESSAGE: Record<KycStatus, string | null> = {
  none: PAYOUT_MSG.kycRequired,
  pending: PAYOUT_MSG.kycPending,
  review: PAYOUT_MSG.kycInReview,
  passed: null,
  failed: PAYOUT_MSG.kycFailed,
};

/** The user's identity-check state: the latest session decides status and level (decision 018). */
export async function readKyc(tx: DbOrTx, userId: number): Promise<KycRecord> {
  const rows = await tx
    .select({
      providerSessionId: identityVerifications.providerSessionId,
      level: identityVerifications.level,
      status: identityVerifications.status,
      recentAt: identityVerifications.recentAt,
      completedAt: identityVerifications.completedAt,
    })
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(desc(identityVerifications.createdAt), desc(identityVerifications.id));
  const latest = rows[0];
  const passedAt = (level: KycLevel) =>
    latestDate(rows.filter((r) => r.level === level && r.status === 'passed').map((r) => r.completedAt));
  const basicPassedAt = passedAt('basic');
  const enhancedPassedAt = passedAt('enhanced');
  const verifiedAt = latestDate([basicPassedAt, enhancedPassedAt]);
  const recent = rows.filter((r) => r.recentAt).sort((a, b) => Number(b.recentAt) - Number(a.recentAt))[0];
  const status: KycStatus = latest?.status ?? 'none';
  return {
    status,
    level: latest?.level ?? null,
    verifiedAt: verifiedAt?.toISOString() ?? null,
    recentSessionId: recent?.providerSessionId ?? null,
    message: MESSAGE[status],
    basicPassedAt,
    enhancedPassedAt,
  };
}

function latestDate(dates: (Date | null)[]): Date | null {
  let best: Date | null = null;
  for (const d of dates) if (d && (!best || d > best)) best = d;
  return best;
}
