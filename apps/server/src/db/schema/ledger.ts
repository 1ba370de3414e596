import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ts } from './columns';

/**
 * Ledger accounts. `balance` is a cache of the sum of the account's entries, updated in the same
 * statement that writes them. Only external_cash and promotions (mirrors of the outside world) may go negative.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', {
      enum: [
        'user_wallet',
        'bounty_escrow',
        'challenge_pool',
        'withdrawal_hold',
        'platform_revenue',
        'external_cash',
        'promotions',
      ],
    }).notNull(),
    /** User id for wallets, bounty id for escrows, challenge id for pools, 0 for system accounts. */
    refId: bigint('ref_id', { mode: 'number' }).notNull().default(0),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_kind_ref_key').on(t.kind, t.refId),
    check('ledger_accounts_non_negative', sql`${t.kind} in ('external_cash', 'promotions') or ${t.balance} >= 0`),
  ],
);

/** One money movement; its entries sum to zero. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    /** Shown as the counterpart in the wallet history (bounty title, 'Card purchase', promo code). */
    memo: text('memo'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transfers_ref_idx').on(t.refType, t.refId),
    // The leaderboard reads bounty payouts by time; partial, so other transfers pay nothing for it.
    index('ledger_transfers_payout_idx').on(t.createdAt).where(sql`${t.type} = 'bounty_payout'`),
  ],
);

/**
 * Immutable signed amounts, two per leg (from: -amount, to: +amount); never updated nor deleted.
 * Written only by the ledger_post() SQL function, which resolves and locks the accounts and the transfer
 * first; foreign keys are left out on purpose to keep the hot path lean (see docs/decisions/002).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** The other side of this entry's leg (who paid it or was paid by it). */
    counterAccountId: bigint('counter_account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.createdAt, t.id)],
);

/** Stored results of money-moving POSTs, keyed by the client's Idempotency-Key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    body: jsonb('body'),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    crowns: bigint('crowns', { mode: 'number' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerRef: text('provider_ref'),
    checkoutUrl: text('checkout_url'),
    status: text('status', { enum: ['pending', 'requires_action', 'succeeded', 'declined'] })
      .notNull()
      .default('pending'),
    failureMessage: text('failure_message'),
    bonusCrowns: bigint('bonus_crowns', { mode: 'number' }).notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('purchases_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('purchases_provider_ref_key').on(t.provider, t.providerRef),
  ],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['credit', 'bonus_percent'] }).notNull(),
    /** Crowns for `credit`, percent for `bonus_percent`. */
    value: integer('value').notNull(),
    expiresAt: ts('expires_at'),
    maxRedemptions: integer('max_redemptions'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_codes_code_lower_key').on(sql`lower(${t.code})`)],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    promoCodeId: bigint('promo_code_id', { mode: 'number' })
      .notNull()
      .references(() => promoCodes.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** credited: credit code paid out; pending: bonus waiting for the next purchase; applied: bonus paid. */
    status: text('status', { enum: ['credited', 'pending', 'applied'] }).notNull(),
    purchaseId: uuid('purchase_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    appliedAt: ts('applied_at'),
  },
  (t) => [
    uniqueIndex('promo_redemptions_user_code_key').on(t.userId, t.promoCodeId),
    index('promo_redemptions_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);
