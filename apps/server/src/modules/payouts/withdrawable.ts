import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type WithdrawableState = { balance: number; withdrawable: number };

/**
 * Earned crowns still in the wallet (decision 018): `max(0, min(balance, earned − cashed out))`, where earned is
 * every crown a bounty payout or challenge prize paid into the wallet and cashed out is every crown moved to a
 * withdrawal hold less every crown reversed back. One query over the wallet's own entries, never a stored counter.
 * Inside a transaction, lock the wallet first (lockAccount) so the answer holds until the commit.
 */
export async function readWithdrawable(tx: DbOrTx, userId: number): Promise<WithdrawableState> {
  const [row] = await rowsOf<{ balance: number | string; earned: number | string; net_out: number | string }>(
    tx,
    sql`select a.balance,
          coalesce(sum(e.amount) filter (where t.type in ('bounty_payout', 'challenge_prize') and e.amount > 0), 0)
            as earned,
          coalesce(sum(e.amount) filter (where t.type in ('withdrawal', 'withdrawal_reversal')), 0) as net_out
        from ledger_accounts a
        left join ledger_entries e on e.account_id = a.id
        left join ledger_transfers t on t.id = e.transfer_id
        where a.kind = 'user_wallet' and a.ref_id = ${userId}
        group by a.balance`,
  );
  if (!row) return { balance: 0, withdrawable: 0 };
  const balance = Number(row.balance);
  // net_out is negative: withdrawals leave the wallet, reversals come back.
  const cap = Number(row.earned) + Number(row.net_out);
  return { balance, withdrawable: Math.max(0, Math.min(balance, cap)) };
}
