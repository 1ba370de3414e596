import { z } from 'zod';
import { crownsSchema } from './amounts';
import {
  KYC_LEVELS,
  KYC_STATUSES,
  type KycLevel,
  type KycStatus,
  PAYOUT_METHOD_TYPES,
  PAYOUT_MSG,
  type PayoutMethodType,
  WITHDRAWAL_KINDS,
  WITHDRAWAL_STATUSES,
  type WithdrawalKind,
  type WithdrawalStatus,
} from './payout-constants';

/**
 * Money out (issue 13, decision 018): withdrawals to a bank account or debit card, gift cards, and the identity
 * checks (KYC) in front of them. Every amount a client sends is crowns; dollars follow cc_per_usd.
 */

const idSchema = (message: string) => z.coerce.number({ error: message }).int({ error: message }).positive(message);

/** POST /wallet/withdraw-funds and POST /payment/transfer (the same call). Idempotency-Key header required. */
export const withdrawBody = z.object({
  crowns: crownsSchema(PAYOUT_MSG.crownsRequired, { whole: PAYOUT_MSG.crownsWhole }),
  paymentMethodId: idSchema(PAYOUT_MSG.methodRequired),
});
export type WithdrawBody = z.input<typeof withdrawBody>;

/** POST /payment/kyc/validate-amount */
export const validateAmountBody = z.object({
  crowns: crownsSchema(PAYOUT_MSG.crownsRequired, { whole: PAYOUT_MSG.crownsWhole }),
});
export type ValidateAmountBody = z.input<typeof validateAmountBody>;

/** POST /wallet/send-giftcard. Idempotency-Key header required. */
export const sendGiftCardBody = z.object({
  brandId: z.string({ error: PAYOUT_MSG.giftCardNotFound }).trim().min(1, PAYOUT_MSG.giftCardNotFound).max(64),
  amountUsd: z.coerce
    .number({ error: PAYOUT_MSG.giftCardAmountInvalid })
    .int(PAYOUT_MSG.giftCardAmountInvalid)
    .positive(PAYOUT_MSG.giftCardAmountInvalid),
});
export type SendGiftCardBody = z.input<typeof sendGiftCardBody>;

/** GET /payment/kyc/create-idv-link-token?level (level defaults to what the next withdrawal needs). */
export const idvLinkQuery = z.object({ level: z.enum(KYC_LEVELS).optional() });

/** POST /payment/kyc/set-recent-idv-session and POST /payment/kyc/idv-complete */
export const idvSessionBody = z.object({
  sessionId: z.string({ error: PAYOUT_MSG.kycSessionNotFound }).trim().min(1, PAYOUT_MSG.kycSessionNotFound).max(200),
});

/** GET /payment/init-transfer?pmType */
export const initTransferQuery = z.object({
  pmType: z.enum(PAYOUT_METHOD_TYPES, { error: PAYOUT_MSG.methodTypeInvalid }),
});

/** POST /payment/kyc/set-access-token: the public token the hosted add-method page returned. */
export const setAccessTokenBody = z.object({
  publicToken: z.string({ error: PAYOUT_MSG.methodLinkInvalid }).trim().min(1, PAYOUT_MSG.methodLinkInvalid).max(300),
});

/** GET /payment/user-payment-methods?processor&pmType */
export const paymentMethodsQuery = z.object({
  processor: z.enum(['sandbox', 'stripe']).optional(),
  pmType: z.enum(PAYOUT_METHOD_TYPES).optional(),
});

/** POST /payment/transfer-intent-ui-status: the status step of the Withdraw dialog. */
export const transferStatusBody = z.object({ withdrawalId: idSchema(PAYOUT_MSG.withdrawalNotFound) });

/** GET /admin/withdrawals */
export const adminWithdrawalsQuery = z.object({
  status: z.enum(['open', ...WITHDRAWAL_STATUSES]).default('open'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST /admin/withdrawals/{id}/reject and /hold */
export const adminReasonBody = z.object({
  reason: z.string({ error: PAYOUT_MSG.reasonRequired }).trim().min(1, PAYOUT_MSG.reasonRequired).max(500),
});

// ---- response data (inside `{ status, data }`, `message` beside it where the call says something) ----

export type KycState = {
  status: KycStatus;
  /** Level of the latest session (passed or not); null before the first. */
  level: KycLevel | null;
  /** When the latest passed check passed; null if none did. */
  verifiedAt: string | null;
  /** The session the browser last came back from (set-recent-idv-session), to resume after a reload. */
  recentSessionId: string | null;
  /** What to tell the user (PAYOUT_MSG), null when nothing blocks them. */
  message: string | null;
};

/** GET /payment/kyc/create-idv-link-token */
export type IdvLinkData = { sessionId: string; url: string; level: KycLevel };

/** POST /payment/kyc/validate-amount: everything the Withdraw dialog shows before confirming. */
export type WithdrawalQuote = {
  crowns: number;
  /** Dollar value of `crowns`, fee included. */
  usd: number;
  feeCrowns: number;
  feeUsd: number;
  /** What arrives in the bank or on the card. */
  netUsd: number;
  feePercent: number;
  withdrawable: number;
  minimumCrowns: number;
  minimumUsd: number;
  /** The identity check this amount needs first; null when none is needed. */
  kycRequired: KycLevel | null;
  kyc: KycState;
  /** The amount will wait for an admin review before it is sent. */
  review: boolean;
  /** Whether the withdrawal can be requested as it is; `message` says why not. */
  ok: boolean;
  message: string | null;
};

export type PayoutMethodView = {
  id: number;
  type: PayoutMethodType;
  processor: 'sandbox' | 'stripe';
  /** "Sandbox Bank checking ••6789", "Visa debit ••5556". */
  label: string;
  last4: string;
  createdAt: string;
};

/** GET /payment/init-transfer: the hosted add-method page. */
export type InitTransferData = { linkToken: string; url: string };

export type GiftCardBrand = {
  id: string;
  name: string;
  /** Dollar amounts on offer. */
  amountsUsd: number[];
  imageUrl: string | null;
};

export type WithdrawalView = {
  id: number;
  kind: WithdrawalKind;
  status: WithdrawalStatus;
  /** Crowns taken from the wallet, fee included. */
  crowns: number;
  feeCrowns: number;
  /** Dollars that arrive (bank, card) or the gift card's value. */
  usd: number;
  /** Where it goes: the method's label or "Amazon gift card". */
  destination: string;
  /** Failure or rejection reason, or the review notice; null otherwise. */
  message: string | null;
  createdAt: string;
  settledAt: string | null;
};

export type AdminWithdrawalView = WithdrawalView & {
  user: { id: number; sc_username: string | null; email: string };
  reviewReason: string | null;
  kyc: KycState;
  /** The user's withdrawals over the last 365 days, this one excluded, in dollars. */
  yearUsd: number;
};

/** GET /admin/withdrawals/{id}: the withdrawal and its audit trail, oldest first. */
export type AdminWithdrawalDetail = {
  withdrawal: AdminWithdrawalView;
  trail: { action: string; actor: string | null; data: unknown; createdAt: string }[];
};

/** POST /webhooks/receive-idv-webhook: received, and whether it changed a verification. */
export const idvWebhookReply = z.object({ status: z.number(), received: z.literal(true), applied: z.boolean() });

/** KycState and IdvLinkData as schemas (OpenAPI of the /payment/kyc calls). */
export const kycStateSchema = z.object({
  status: z.enum(KYC_STATUSES),
  level: z.enum(KYC_LEVELS).nullable(),
  verifiedAt: z.string().nullable(),
  recentSessionId: z.string().nullable(),
  message: z.string().nullable(),
});
export const kycStatusReply = z.object({ status: z.number(), data: kycStateSchema });
export const kycSessionReply = z.object({ status: z.number(), message: z.string().nullable(), data: kycStateSchema });
export const idvLinkReply = z.object({
  status: z.number(),
  data: z.object({ sessionId: z.string(), url: z.string(), level: z.enum(KYC_LEVELS) }),
});

/** PayoutMethodView as a schema (OpenAPI of the payout-method calls). */
export const payoutMethodSchema = z.object({
  id: z.number(),
  type: z.enum(PAYOUT_METHOD_TYPES),
  processor: z.enum(['sandbox', 'stripe']),
  label: z.string(),
  last4: z.string(),
  createdAt: z.string(),
});
export const initTransferReply = z.object({
  status: z.number(),
  data: z.object({ linkToken: z.string(), url: z.string() }),
});
export const payoutMethodAddedReply = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({ method: payoutMethodSchema }),
});
export const payoutMethodsReply = z.object({ status: z.number(), data: z.array(payoutMethodSchema) });
export const payoutMethodRemovedReply = z.object({ status: z.number(), message: z.string() });

export const withdrawalQuoteReply = z.object({
  status: z.number(),
  data: z.object({
    crowns: z.number(),
    usd: z.number(),
    feeCrowns: z.number(),
    feeUsd: z.number(),
    netUsd: z.number(),
    feePercent: z.number(),
    withdrawable: z.number(),
    minimumCrowns: z.number(),
    minimumUsd: z.number(),
    kycRequired: z.enum(KYC_LEVELS).nullable(),
    kyc: kycStateSchema,
    review: z.boolean(),
    ok: z.boolean(),
    message: z.string().nullable(),
  }),
});
export const withdrawalViewSchema = z.object({
  id: z.number(),
  kind: z.enum(WITHDRAWAL_KINDS),
  status: z.enum(WITHDRAWAL_STATUSES),
  crowns: z.number(),
  feeCrowns: z.number(),
  usd: z.number(),
  destination: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
/** POST /wallet/withdraw-funds, /payment/transfer, /wallet/send-giftcard (201; a retry replays it). */
export const withdrawalRequestedReply = z.object({
  status: z.number(),
  message: z.string(),
  data: withdrawalViewSchema,
});
export const withdrawalStatusReply = z.object({ status: z.number(), data: withdrawalViewSchema });
export const giftCardsReply = z.object({
  status: z.number(),
  data: z.array(
    z.object({ id: z.string(), name: z.string(), amountsUsd: z.array(z.number()), imageUrl: z.string().nullable() }),
  ),
});
/** POST /payment/transfer-complete: received, whether it settled a withdrawal, and the withdrawal's status. */
export const payoutCallbackReply = z.object({
  status: z.union([z.number(), z.enum(WITHDRAWAL_STATUSES)]),
  received: z.literal(true),
  applied: z.boolean(),
});
export const adminWithdrawalSchema = withdrawalViewSchema.extend({
  user: z.object({ id: z.number(), sc_username: z.string().nullable(), email: z.string() }),
  reviewReason: z.string().nullable(),
  kyc: kycStateSchema,
  yearUsd: z.number(),
});
export const adminWithdrawalsReply = z.object({
  status: z.number(),
  data: z.object({
    data: z.array(adminWithdrawalSchema),
    currentPage: z.number(),
    totalPages: z.number(),
    totalRecords: z.number(),
  }),
});
export const adminWithdrawalDetailReply = z.object({
  status: z.number(),
  data: z.object({
    withdrawal: adminWithdrawalSchema,
    trail: z.array(
      z.object({ action: z.string(), actor: z.string().nullable(), data: z.unknown(), createdAt: z.string() }),
    ),
  }),
});
export const adminWithdrawalDecisionReply = z.object({
  status: z.number(),
  message: z.string(),
  data: adminWithdrawalSchema,
});
