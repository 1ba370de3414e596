import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** A window of whole UTC days: [start, end), `now` inside the last one. */
export type DayWindow = { start: Date; end: Date; now: Date };

type Num = number | string | null;
export type MoneyRow = { day: string; bought: Num; paid: Num; withdrawn: Num; fees: Num; escrow: Num };
export type CountRow = { day: string; n: Num };

const dayOf = (column: ReturnType<typeof sql.raw>) => sql`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;
const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Money moved per day, read from the ledger entries of the window on the few accounts that see every such movement
 * (so the per-account index serves it and no wallet is scanned): purchases where external cash pays a wallet,
 * withdrawals where it receives a settlement, fees where platform revenue receives anything, winnings where an
 * escrow, a pool or the promotions account (daily bounties) pays a wallet, escrow as the net change of every bounty
 * escrow and challenge pool.
 */
export function moneyByDay(tx: DbOrTx, w: DayWindow) {
  return rowsOf<MoneyRow>(
    tx,
    sql`
    select ${dayOf(sql.raw('e.created_at'))} as day,
      -sum(e.amount) filter (where a.kind = 'external_cash' and t.type = 'purchase') as bought,
      -sum(e.amount) filter (
        where t.type in ('bounty_payout', 'challenge_prize') and ca.kind = 'user_wallet' and e.amount < 0) as paid,
      sum(e.amount) filter (
        where a.kind = 'external_cash' and t.type = 'withdrawal_settlement' and e.amount > 0) as withdrawn,
      sum(e.amount) filter (where a.kind = 'platform_revenue' and e.amount > 0) as fees,
      sum(e.amount) filter (where a.kind in ('bounty_escrow', 'challenge_pool')) as escrow
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id and e.created_at >= ${iso(w.start)} and e.created_at < ${iso(w.end)}
    join ledger_accounts ca on ca.id = e.counter_account_id
    join ledger_transfers t on t.id = e.transfer_id
    where a.kind in ('external_cash', 'platform_revenue', 'bounty_escrow', 'challenge_pool', 'promotions')
    group by 1`,
  );
}

/** Crowns in escrows and pools before the window, summed from their entries (independent of the balance cache). */
export async function escrowBefore(tx: DbOrTx, start: Date): Promise<number> {
  const [row] = await rowsOf<{ total: Num }>(
    tx,
    sql`
    select coalesce(sum(e.amount), 0) as total
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id and e.created_at < ${iso(start)}
    where a.kind in ('bounty_escrow', 'challenge_pool')`,
  );
  return Number(row?.total ?? 0);
}

/** The cached balances of every bounty escrow and challenge pool now. */
export async function escrowBalance(tx: DbOrTx): Promise<number> {
  const [row] = await rowsOf<{ total: Num }>(
    tx,
    sql`select coalesce(sum(balance), 0) as total from ledger_accounts where kind in ('bounty_escrow', 'challenge_pool')`,
  );
  return Number(row?.total ?? 0);
}

const countByDay = (tx: DbOrTx, table: string, where: ReturnType<typeof sql>, w: DayWindow) =>
  rowsOf<CountRow>(
    tx,
    sql`
    select ${dayOf(sql.raw('created_at'))} as day, count(*) as n
    from ${sql.raw(table)}
    where created_at >= ${iso(w.start)} and created_at < ${iso(w.end)} and ${where}
    group by 1`,
  );

export const bountiesCreatedByDay = (tx: DbOrTx, w: DayWindow) => countByDay(tx, 'bounties', sql`true`, w);
export const signupsByDay = (tx: DbOrTx, w: DayWindow) => countByDay(tx, 'users', sql`true`, w);
/** A bounty completes or fails in the transaction that writes its 'completed' or 'failed' activity. */
export const bountyOutcomesByDay = (tx: DbOrTx, outcome: 'completed' | 'failed', w: DayWindow) =>
  countByDay(tx, 'bounty_activity', sql`activity_type = ${outcome}`, w);

/**
 * For each day of the window, how long the oldest submission still waiting for review had waited at the day's
 * end (at `now` for today). A submission waits from submitted_at until it is reviewed or otherwise leaves the
 * 'submitted' state (its last update).
 */
export function oldestReviewByDay(tx: DbOrTx, w: DayWindow) {
  return rowsOf<{ day: string; minutes: Num }>(
    tx,
    sql`
    select to_char(g.day_start at time zone 'UTC', 'YYYY-MM-DD') as day,
      floor(extract(epoch from (g.at - min(c.submitted_at))) / 60) as minutes
    from (
      select s as day_start, least(s + interval '24 hours', ${iso(w.now)}) as at
      from generate_series(${iso(w.start)}, ${iso(w.end)} - interval '24 hours', interval '24 hours') s
    ) g
    join bounty_claims c on c.submitted_at is not null and c.submitted_at <= g.at
      and (c.status = 'submitted' or coalesce(c.reviewed_at, c.updated_at) > g.at)
    group by g.day_start, g.at`,
  );
}
