import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Global invariants of the ledger, read straight from the tables (test support). */
export async function ledgerInvariants(tx: DbOrTx) {
  const total = await rowsOf<{ sum: number | null }>(
    tx,
    sql`select coalesce(sum(balance), 0)::bigint as sum from ledger_accounts`,
  );
  const negative = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ledger_accounts where kind = 'user_wallet' and balance < 0`,
  );
  const drift = await rowsOf<{ n: number }>(
    tx,
    sql`
    select count(*)::int as n from ledger_accounts a
    where a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)`,
  );
  const unbalanced = await rowsOf<{ n: number }>(
    tx,
    sql`
    select count(*)::int as n from (
      select transfer_id from ledger_entries group by transfer_id having sum(amount) <> 0) x`,
  );
  return {
    sumOfBalances: Number(total[0]!.sum),
    negativeWallets: Number(negative[0]!.n),
    cacheDrift: Number(drift[0]!.n),
    unbalancedTransfers: Number(unbalanced[0]!.n),
  };
}
