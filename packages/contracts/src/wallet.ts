import { z } from 'zod';
import { crownsSchema } from './amounts';
import type { WithdrawalStatus } from './payout-constants';
import {
  PURCHASE_MAX_CROWNS,
  PURCHASE_STATUSES,
  type PurchaseStatus,
  TRANSACTION_FILTERS,
  type TransferKind,
  type TransferType,
  WALLET_MSG,
} from './wallet-constants';

/** POST /wallet/add-funds. The client sends crowns; dollars are derived with cc_per_usd. */
export const addFundsBody = z.object({
  crowns: crownsSchema(WALLET_MSG.crownsRequired, {
    whole: WALLET_MSG.crownsWhole,
    max: [PURCHASE_MAX_CROWNS, WALLET_MSG.maximumPurchase],
  }),
});
export type AddFundsBody = z.infer<typeof addFundsBody>;

export const applyPromoBody = z.object({
  code: z
    .string({ error: WALLET_MSG.promoRequired })
    .trim()
    .min(1, WALLET_MSG.promoRequired)
    .max(64, WALLET_MSG.promoInvalid),
});
export type ApplyPromoBody = z.infer<typeof applyPromoBody>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** GET /wallet/transaction. `date` is `YYYY-MM-DD,YYYY-MM-DD` (or one day); `from`/`to` are the same split in two. */
export const transactionsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  filter: z.enum(TRANSACTION_FILTERS, { error: WALLET_MSG.invalidFilter }).default('all'),
  date: z.string().max(40).optional(),
  from: z.string().regex(isoDate, WALLET_MSG.invalidDateRange).optional(),
  to: z.string().regex(isoDate, WALLET_MSG.invalidDateRange).optional(),
});
export type TransactionsQuery = z.input<typeof transactionsQuery>;

export const adminPromoBody = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, 'Code must be 3 to 32 letters, digits, dashes or underscores.'),
    kind: z.enum(['credit', 'bonus_percent']),
    /** Crowns for a credit, a percent for a bonus. */
    value: crownsSchema('Enter a whole number of at least 1.', { max: [1_000_000, 'Value is too large.'] }),
    expiresAt: z.iso.datetime({ offset: true }).nullish(),
    maxRedemptions: z.number().int().min(1).nullish(),
    active: z.boolean().default(true),
  })
  .refine((b) => b.kind !== 'bonus_percent' || b.value <= 100, {
    message: 'A bonus percent must be between 1 and 100.',
    path: ['value'],
  });
export type AdminPromoBody = z.input<typeof adminPromoBody>;
export type AdminPromoValues = z.output<typeof adminPromoBody>;

// ---- response data (inside `{ status, data }`) ----

/** GET /wallet */
export type WalletData = {
  /** Crowns. `ccAmount` and `clash_coin` repeat it under the spec's names. */
  balance: number;
  ccAmount: number;
  clash_coin: number;
  /** Dollar value, 2 decimals. */
  usd: number;
  cc_per_usd: number;
  /** Crowns that can be withdrawn: earned crowns still in the wallet (decision 018). */
  withdrawable: number;
  withdrawableUsd: number;
};

/** One row of GET /wallet/transaction. Amounts are signed from the wallet's point of view. */
export type WalletTransaction = {
  id: number;
  kind: TransferKind;
  type: TransferType;
  amount: number;
  usd: number;
  counterpart: string;
  ref_type: string | null;
  ref_id: string | null;
  /** The withdrawal's status on withdrawal rows; null on every other row. */
  status: WithdrawalStatus | null;
  createdAt: string;
};

export type WalletTransactionsPage = {
  data: WalletTransaction[];
  currentPage: number;
  totalPages: number;
  totalRecords: number;
};

/** POST /wallet/add-funds */
export type AddFundsData = {
  purchaseId: string;
  checkoutUrl: string;
  crowns: number;
  usd: number;
  status: PurchaseStatus;
};

/** GET /wallet/purchase/{id} */
export type PurchaseData = {
  id: string;
  status: PurchaseStatus;
  crowns: number;
  bonusCrowns: number;
  usd: number;
  message: string | null;
  createdAt: string;
  completedAt: string | null;
};

/** GET /wallet/apply-promo */
export type PromoStateData = { pendingBonus: { code: string; percent: number } | null };

/** POST /wallet/apply-promo (with `message` beside `data`) */
export type ApplyPromoData = {
  code: string;
  kind: 'credit' | 'bonus_percent';
  value: number;
  creditedCrowns: number;
  balance: number;
  pendingBonus: { code: string; percent: number } | null;
};

export type PromoCodeData = {
  id: number;
  code: string;
  kind: 'credit' | 'bonus_percent';
  value: number;
  expiresAt: string | null;
  maxRedemptions: number | null;
  redeemedCount: number;
  active: boolean;
  createdAt: string;
};

/**
 * A payment provider's callback: received and whether it changed the purchase. `status` is the purchase's state
 * when the event named a known purchase (it replaces the 200), else 200.
 */
export const paymentCallbackReply = z.object({
  status: z.union([z.number(), z.enum(PURCHASE_STATUSES)]),
  received: z.literal(true),
  applied: z.boolean(),
});

// ---- response schemas (OpenAPI; Fastify serializes through them) ----

const pendingBonusSchema = z.object({ code: z.string(), percent: z.number() }).nullable();
const promoKindSchema = z.enum(['credit', 'bonus_percent']);

export const walletReply = z.object({
  status: z.number(),
  data: z.object({
    balance: z.number(),
    ccAmount: z.number(),
    clash_coin: z.number(),
    usd: z.number(),
    cc_per_usd: z.number(),
    withdrawable: z.number(),
    withdrawableUsd: z.number(),
  }),
});
export const walletTransactionSchema = z.object({
  id: z.number(),
  kind: z.string().describe('A TRANSFER_KINDS value'),
  type: z.string().describe('A TRANSFER_KINDS key'),
  amount: z.number(),
  usd: z.number(),
  counterpart: z.string(),
  ref_type: z.string().nullable(),
  ref_id: z.string().nullable(),
  status: z.string().nullable().describe("The withdrawal's status on withdrawal rows"),
  createdAt: z.string(),
});
export const walletTransactionsReply = z.object({
  status: z.number(),
  data: z.object({
    data: z.array(walletTransactionSchema),
    currentPage: z.number(),
    totalPages: z.number(),
    totalRecords: z.number(),
  }),
});
export const addFundsReply = z.object({
  status: z.number(),
  data: z.object({
    purchaseId: z.string(),
    checkoutUrl: z.string(),
    crowns: z.number(),
    usd: z.number(),
    status: z.enum(PURCHASE_STATUSES),
  }),
});
export const purchaseReply = z.object({
  status: z.number(),
  data: z.object({
    id: z.string(),
    status: z.enum(PURCHASE_STATUSES),
    crowns: z.number(),
    bonusCrowns: z.number(),
    usd: z.number(),
    message: z.string().nullable(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  }),
});
export const promoStateReply = z.object({ status: z.number(), data: z.object({ pendingBonus: pendingBonusSchema }) });
export const applyPromoReply = z.object({
  status: z.number(),
  message: z.string(),
  data: z.object({
    code: z.string(),
    kind: promoKindSchema,
    value: z.number(),
    creditedCrowns: z.number(),
    balance: z.number(),
    pendingBonus: pendingBonusSchema,
  }),
});
export const promoCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: promoKindSchema,
  value: z.number(),
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().nullable(),
  redeemedCount: z.number(),
  active: z.boolean(),
  createdAt: z.string(),
});
export const promoCreatedReply = z.object({ status: z.number(), data: promoCodeSchema });
