import { challengeSlug, type Earning } from '@crowns/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { rowsOf } from '../../db/rows';

/** Ledger transfer types that pay a user for a win, and what they are shown as. */
const PAYOUTS = { bounty_payout: 'bounty', challenge_prize: 'challenge' } as const;
const payoutTypes = sql.raw(
  `(${Object.keys(PAYOUTS)
    .map((t) => `'${t}'`)
    .join(', ')})`,
);

type PayoutRow = {
  id: string | number;
  type: keyof typeof PAYOUTS;
  ref_id: string | null;
  memo: string | null;
  amount: string | number;
  created_at: Date | string;
};

/** Credits of payout transfers to the user's wallet (the ledger is the record; nothing is stored twice). */
const payoutsOf = (userId: number) => sql`
  from ledger_accounts a
  join ledger_entries e on e.account_id = a.id and e.amount > 0
  join ledger_transfers t on t.id = e.transfer_id and t.type in ${payoutTypes}
 where a.kind = 'user_wallet' and a.ref_id = ${userId}`;

/** GET /users/earnings: the signed-in user's bounty payouts and challenge prizes, newest first, with totals. */
export async function listEarnings(tx: DbOrTx, userId: number, q: { page: number; limit: number }) {
  const [rows, totals] = await readAll(
    tx,
    () =>
      rowsOf<PayoutRow>(
        tx,
        sql`select t.id, t.type, t.ref_id, t.memo, e.amount, t.created_at ${payoutsOf(userId)}
             order by t.created_at desc, t.id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
      ),
    () =>
      rowsOf<{ type: keyof typeof PAYOUTS; n: number; total: string | number }>(
        tx,
        sql`select t.type, count(*)::int as n, coalesce(sum(e.amount), 0) as total ${payoutsOf(userId)}
             group by t.type`,
      ),
  );
  const sumOf = (kind: 'bounty' | 'challenge') =>
    totals.filter((r) => PAYOUTS[r.type] === kind).reduce((s, r) => s + Number(r.total), 0);
  const totalRecords = totals.reduce((s, r) => s + Number(r.n), 0);
  const data: Earning[] = rows.map((r) => {
    const kind = PAYOUTS[r.type];
    const ref = { id: Number(r.ref_id), title: r.memo ?? '' };
    return {
      id: Number(r.id),
      kind,
      amount_cc: Number(r.amount),
      bounty: kind === 'bounty' ? ref : null,
      challenge: kind === 'challenge' ? { ...ref, slug: challengeSlug(ref.title) } : null,
      createdAt: new Date(r.created_at).toISOString(),
    };
  });
  const bountyEarned = sumOf('bounty');
  const challengeEarned = sumOf('challenge');
  return {
    totalEarned: bountyEarned + challengeEarned,
    bountyEarned,
    challengeEarned,
    data,
    currentPage: q.page,
    totalPages: Math.ceil(totalRecords / q.limit),
    totalRecords,
  };
}
