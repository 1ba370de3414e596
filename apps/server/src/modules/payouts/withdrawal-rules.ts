import { type KycLevel, PAYOUT_MSG, type WithdrawalQuote } from '@crowns/contracts';
import { and, count, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, withdrawals } from '../../db/schema';
import { getConfig } from '../config/config.service';
import { usdOf } from '../config/money';
import { type KycRecord, readKyc } from '../kyc/kyc-state';
import { readWithdrawable } from './withdrawable';

const DAY_MS = 86_400_000;
/** Accounts younger than this wait for a review (decision 018). */
const NEW_ACCOUNT_MS = 7 * DAY_MS;
/** The fourth withdrawal within a day waits for a review. */
const DAILY_UNREVIEWED = 3;

export type ReviewReason = 'amount' | 'new_account' | 'frequency';

export type WithdrawalRules = Awaited<ReturnType<typeof readRules>>;

/** The config a withdrawal decision reads, with the dollar rate made safe. */
export async function readRules(tx: DbOrTx) {
  const cfg = await getConfig(tx, [
    'withdrawal_flag',
    'kyc_check_flag',
    'withdraw_threshold',
    'withdraw_kyc_threshold',
    'withdrawal_fee_percent',
    'withdrawal_review_usd',
    'cc_per_usd',
  ]);
  const rate = cfg.cc_per_usd > 0 ? cfg.cc_per_usd : 1;
  return { ...cfg, rate, minimumCrowns: Math.ceil(cfg.withdraw_threshold * rate) };
}

/** Fee (bank and debit card only, rounded down) and the whole cents that leave at the rate of the request. */
export function amountsOf(rules: WithdrawalRules, crowns: number, kind: 'bank' | 'debit_card' | 'gift_card') {
  const feeCrowns = kind === 'gift_card' ? 0 : Math.floor((crowns * rules.withdrawal_fee_percent) / 100);
  const amountCents = Math.floor(((crowns - feeCrowns) * 100) / rules.rate);
  return { feeCrowns, amountCents };
}

/** Cents withdrawn in the last 365 days (failed and rejected ones gave the crowns back, so they do not count). */
export async function yearCents(tx: DbOrTx, userId: number, now: Date, excludeId?: number) {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${withdrawals.amountCents}), 0)::bigint`.mapWith(Number) })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        notInArray(withdrawals.status, ['failed', 'rejected']),
        gt(withdrawals.createdAt, new Date(now.getTime() - 365 * DAY_MS)),
        excludeId === undefined ? undefined : sql`${withdrawals.id} <> ${excludeId}`,
      ),
    );
  return row?.cents ?? 0;
}

/**
 * The identity check an amount needs and whether it blocks (decision 018): a passed basic check before the first
 * withdrawal, an enhanced one passed within 365 days once this year's total (this one included) passes the
 * threshold. A failed latest check blocks until support clears it.
 */
export function kycGate(
  rules: WithdrawalRules,
  kyc: KycRecord,
  totalCents: number,
  now: Date,
): { required: KycLevel | null; message: string | null } {
  if (!rules.kyc_check_flag) return { required: null, message: null };
  const enhancedNeeded = totalCents > rules.withdraw_kyc_threshold * 100;
  const yearAgo = now.getTime() - 365 * DAY_MS;
  const enhancedOk = kyc.enhancedPassedAt !== null && kyc.enhancedPassedAt.getTime() > yearAgo;
  const basicOk = kyc.basicPassedAt !== null || kyc.enhancedPassedAt !== null;
  const required: KycLevel = enhancedNeeded ? 'enhanced' : 'basic';
  if (kyc.status === 'failed') return { required, message: PAYOUT_MSG.kycFailed };
  if (enhancedNeeded ? enhancedOk : basicOk) return { required: null, message: null };
  // A session under way for the level needed (any level will do for the basic one): finish it or wait for it.
  const underWay = (kyc.status === 'pending' || kyc.status === 'review') && (kyc.level === required || !enhancedNeeded);
  if (underWay) return { required, message: kyc.status === 'review' ? PAYOUT_MSG.kycInReview : PAYOUT_MSG.kycPending };
  return {
    required,
    message: enhancedNeeded ? PAYOUT_MSG.kycEnhancedRequired(rules.withdraw_kyc_threshold) : PAYOUT_MSG.kycRequired,
  };
}

/** Why a withdrawal waits for an admin (decision 018), or null when it can go straight out. */
export async function reviewReasonOf(
  tx: DbOrTx,
  rules: WithdrawalRules,
  userId: number,
  amountCents: number,
  now: Date,
): Promise<ReviewReason | null> {
  if (amountCents >= rules.withdrawal_review_usd * 100) return 'amount';
  const [user] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!user || now.getTime() - user.createdAt.getTime() < NEW_ACCOUNT_MS) return 'new_account';
  const [recent] = await tx
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), gt(withdrawals.createdAt, new Date(now.getTime() - DAY_MS))));
  return (recent?.n ?? 0) >= DAILY_UNREVIEWED ? 'frequency' : null;
}

export type Assessment = WithdrawalQuote & {
  reviewReason: ReviewReason | null;
  amountCents: number;
  /** The message comes from the identity check (403) rather than the amount (400). */
  kycBlocked: boolean;
};

/**
 * Everything a withdrawal of `crowns` is checked against, in the order the user is told: withdrawals off, below the
 * minimum (gift cards come in the catalogue's amounts instead), more than withdrawable, identity check. Read inside the request's transaction after the wallet is locked.
 */
export async function assessWithdrawal(
  tx: DbOrTx,
  userId: number,
  crowns: number,
  kind: 'bank' | 'debit_card' | 'gift_card',
  now: Date,
): Promise<Assessment> {
  const rules = await readRules(tx);
  const { withdrawable } = await readWithdrawable(tx, userId);
  const kycRecord = await readKyc(tx, userId);
  const { feeCrowns, amountCents } = amountsOf(rules, crowns, kind);
  const total = (await yearCents(tx, userId, now)) + amountCents;
  const gate = kycGate(rules, kycRecord, total, now);
  const reviewReason = await reviewReasonOf(tx, rules, userId, amountCents, now);
  const { basicPassedAt: _b, enhancedPassedAt: _e, ...kyc } = kycRecord;
  const message = !rules.withdrawal_flag
    ? PAYOUT_MSG.withdrawalsDisabled
    : kind !== 'gift_card' && crowns < rules.minimumCrowns
      ? PAYOUT_MSG.minimum(rules.withdraw_threshold)
      : crowns > withdrawable
        ? PAYOUT_MSG.notWithdrawable(withdrawable)
        : gate.message;
  return {
    crowns,
    usd: usdOf(crowns, rules.rate),
    feeCrowns,
    feeUsd: usdOf(feeCrowns, rules.rate),
    netUsd: amountCents / 100,
    feePercent: kind === 'gift_card' ? 0 : rules.withdrawal_fee_percent,
    withdrawable,
    minimumCrowns: rules.minimumCrowns,
    minimumUsd: rules.withdraw_threshold,
    kycRequired: gate.required,
    kyc,
    review: reviewReason !== null,
    ok: message === null,
    message,
    reviewReason,
    amountCents,
    kycBlocked: message !== null && message === gate.message,
  };
}
