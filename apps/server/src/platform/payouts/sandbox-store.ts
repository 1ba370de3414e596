import type { KycLevel, PayoutMethodType } from '@crowns/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxPayoutObjects } from '../../db/schema';
import type { VerificationOutcome } from './port';

/**
 * What the sandbox payouts provider keeps on its side (sandbox_payout_objects): it stands in for an external
 * service, so the app's own tables never hold these.
 */
export type SandboxIdvSession = {
  level: KycLevel;
  returnUrl: string;
  status: VerificationOutcome['status'];
  failureReason?: string;
  /** When a test identity was sent to review: decided by the sweep after the sandbox delay. */
  reviewSince?: string;
};

export type SandboxMethodLink = {
  linkToken: string;
  type: PayoutMethodType;
  returnUrl: string;
  expiresAt: string;
  /** Set once the page added a method: the token the browser carries back, and the method it stands for. */
  publicToken?: string;
  methodId?: string;
};

export type SandboxMethod = { type: PayoutMethodType; label: string; last4: string; failsAtPayout: boolean };

export type SandboxPayout = {
  withdrawalId: number;
  amountCents: number;
  methodId: string;
  status: 'pending' | 'paid' | 'failed';
  failureMessage?: string;
  /** Decided but its callback not yet answered by the app: delivered again by the next sweep, like a webhook retry. */
  undelivered?: boolean;
};

export type SandboxGiftCard = {
  withdrawalId: number;
  brandId: string;
  amountCents: number;
  status: 'issued' | 'failed';
  code?: string;
  failureMessage?: string;
};

type Kinds = {
  idv_session: SandboxIdvSession;
  method_link: SandboxMethodLink;
  method: SandboxMethod;
  payout: SandboxPayout;
  gift_card: SandboxGiftCard;
};
export type SandboxKind = keyof Kinds;
export type SandboxObject<K extends SandboxKind> = {
  id: string;
  userId: number | null;
  data: Kinds[K];
  createdAt: Date;
};

export async function findSandboxObject<K extends SandboxKind>(
  tx: DbOrTx,
  kind: K,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SandboxObject<K> | undefined> {
  const query = tx
    .select()
    .from(sandboxPayoutObjects)
    .where(and(eq(sandboxPayoutObjects.id, id), eq(sandboxPayoutObjects.kind, kind)));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ? { id: row.id, userId: row.userId, data: row.data as Kinds[K], createdAt: row.createdAt } : undefined;
}

/** Inserts unless the id exists (create calls are idempotent on their key); answers the stored object. */
export async function putSandboxObject<K extends SandboxKind>(
  tx: DbOrTx,
  kind: K,
  id: string,
  userId: number | null,
  data: Kinds[K],
  now: Date,
): Promise<SandboxObject<K>> {
  await tx
    .insert(sandboxPayoutObjects)
    .values({ id, kind, userId, data, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  return (await findSandboxObject(tx, kind, id))!;
}

export async function updateSandboxObject<K extends SandboxKind>(
  tx: DbOrTx,
  kind: K,
  id: string,
  data: Kinds[K],
  now: Date,
) {
  await tx
    .update(sandboxPayoutObjects)
    .set({ data, updatedAt: now })
    .where(and(eq(sandboxPayoutObjects.id, id), eq(sandboxPayoutObjects.kind, kind)));
}

/** The add-method session a public token came back from (once the page added a method). */
export async function findLinkByPublicToken(tx: DbOrTx, publicToken: string) {
  const [row] = await tx
    .select()
    .from(sandboxPayoutObjects)
    .where(
      and(
        eq(sandboxPayoutObjects.kind, 'method_link'),
        sql`${sandboxPayoutObjects.data}->>'publicToken' = ${publicToken}`,
      ),
    );
  return row
    ? { id: row.id, userId: row.userId, data: row.data as SandboxMethodLink, createdAt: row.createdAt }
    : undefined;
}

/** Locks one payout whose outcome the app has not yet acknowledged (FOR UPDATE SKIP LOCKED). */
export async function takeUndeliveredPayout(tx: DbOrTx): Promise<SandboxObject<'payout'> | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxPayoutObjects)
    .where(and(eq(sandboxPayoutObjects.kind, 'payout'), sql`(${sandboxPayoutObjects.data}->>'undelivered')::boolean`))
    .orderBy(sandboxPayoutObjects.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return row
    ? { id: row.id, userId: row.userId, data: row.data as SandboxPayout, createdAt: row.createdAt }
    : undefined;
}

/**
 * Locks one object of `kind` due at `before` whose data matches `status` (FOR UPDATE SKIP LOCKED: each sweeper
 * instance takes a different one). `dueField` names the data field holding the start of the delay, else createdAt.
 */
export async function takeDueSandboxObject<K extends 'payout' | 'idv_session'>(
  tx: DbOrTx,
  kind: K,
  status: string,
  before: Date,
  dueField?: string,
): Promise<SandboxObject<K> | undefined> {
  const since = dueField
    ? sql`(${sandboxPayoutObjects.data}->>${dueField})::timestamptz`
    : sql`${sandboxPayoutObjects.createdAt}`;
  const [row] = await tx
    .select()
    .from(sandboxPayoutObjects)
    .where(
      and(
        eq(sandboxPayoutObjects.kind, kind),
        sql`${sandboxPayoutObjects.data}->>'status' = ${status}`,
        sql`${since} <= ${before.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(sandboxPayoutObjects.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return row ? { id: row.id, userId: row.userId, data: row.data as Kinds[K], createdAt: row.createdAt } : undefined;
}
