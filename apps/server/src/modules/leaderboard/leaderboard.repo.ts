import type { LeaderboardEarner, LeaderboardWin } from '@crowns/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { rowsOf } from '../../db/rows';
import { HOUSE_SHARDS } from '../../platform/ledger';

/**
 * Every bounty payout since `since` (all of them for null) as one row per winner: the crowns their wallet received
 * (after the fee). A payout is paid out of the bounty's escrow, or for a daily bounty out of one of the promotions account's shards (decision 022);
 * its winner leg is read through that account's (account_id, created_at) index, because ledger_entries has no index
 * on transfer_id by design (decision 002) and ledger_post() stamps entries with their transfer's time. Admins and
 * suspended accounts are left out, as in every public user list.
 */
const wins = (since: Date | null): SQL => sql`
  with wins as (
    select p.id as transfer_id, p.created_at, -e.amount as amount,
           b.id as bounty_id, b.title, b.image_url, b.deleted_at,
           u.id as user_id, u.sc_username, u.image_url as user_image
      from ledger_transfers p
      join bounties b on b.id = p.ref_id::bigint
      join ledger_accounts src
        on src.kind = case when b.bounty_type = 'daily' then 'promotions' else 'bounty_escrow' end
       and src.ref_id between case when b.bounty_type = 'daily' then 0 else b.id end
                          and case when b.bounty_type = 'daily' then ${HOUSE_SHARDS - 1} else b.id end
      join ledger_entries e
        on e.account_id = src.id and e.created_at = p.created_at and e.transfer_id = p.id and e.amount < 0
      join ledger_accounts w on w.id = e.counter_account_id and w.kind = 'user_wallet'
      join users u on u.id = w.ref_id and u.role = 'user' and u.suspended_at is null
     where p.type = 'bounty_payout' and p.ref_type = 'bounty'
       ${since ? sql`and p.created_at >= ${since.toISOString()}::timestamptz` : sql``}
  )`;

type UserCols = { user_id: number | string; sc_username: string; user_image: string | null };
type EarnerRow = UserCols & { crowns: number | string; wins: number | string };
type WinRow = UserCols & {
  transfer_id: number | string;
  created_at: Date | string;
  amount: number | string;
  bounty_id: number | string;
  title: string;
  image_url: string | null;
};

const user = (r: UserCols) => ({ id: Number(r.user_id), sc_username: r.sc_username, image_url: r.user_image });

/** Top earners (crowns won, then payouts, then who got there first) and top payouts of live bounties. */
export async function readLeaderboard(
  tx: DbOrTx,
  since: Date | null,
  limit: number,
): Promise<{ earners: LeaderboardEarner[]; bounties: LeaderboardWin[] }> {
  const [earners, bounties] = await readAll(
    tx,
    () =>
      rowsOf<EarnerRow>(
        tx,
        sql`${wins(since)}
        select user_id, sc_username, user_image, sum(amount)::bigint as crowns, count(*)::int as wins
          from wins
         group by user_id, sc_username, user_image
         order by crowns desc, wins desc, max(created_at) asc, user_id asc
         limit ${limit}`,
      ),
    () =>
      rowsOf<WinRow>(
        tx,
        sql`${wins(since)}
        select * from wins where deleted_at is null
         order by amount desc, created_at asc, transfer_id asc
         limit ${limit}`,
      ),
  );
  return {
    earners: earners.map((r, i) => ({
      rank: i + 1,
      user: user(r),
      crownsWon: Number(r.crowns),
      bountiesWon: Number(r.wins),
    })),
    bounties: bounties.map((r, i) => ({
      rank: i + 1,
      bounty: { id: Number(r.bounty_id), title: r.title, image_url: r.image_url },
      winner: user(r),
      crownsWon: Number(r.amount),
      wonAt: new Date(r.created_at).toISOString(),
    })),
  };
}
