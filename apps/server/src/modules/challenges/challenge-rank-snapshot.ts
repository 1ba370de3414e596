import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * The ranking order (decision 014): counted upvotes, then the earliest response. `nulls last` matches
 * challenge_responses_rank_idx, so a leaderboard page is an index walk, not a sort. Settlement uses it too.
 */
export const rankOrder = (alias: string) =>
  `${alias}.upvotes desc nulls last, ${alias}.created_at asc, ${alias}.id asc`;

/** How long a challenge's ranking is reused for the rank labels of lists not in ranking order. */
export const RANK_SNAPSHOT_MS = 1000;
const MAX_CHALLENGES = 200;

type Snapshot = { at: number; ranks: Map<number, number> };

/**
 * The rank of each response of a challenge, read in one walk of its rank index and reused for RANK_SNAPSHOT_MS
 * (decision 014 § "Rank labels"). A rank outside the ranking order (recent, views, search, a user's responses)
 * would otherwise cost a walk of the whole challenge per request; a label up to a second old is what a reader sees
 * anyway, since every vote moves it. A response the snapshot does not know yet reloads it.
 */
export class RankSnapshots {
  private readonly snapshots = new Map<number, Snapshot>();
  /** Loads under way, by challenge: concurrent readers of an expired snapshot wait for one load, not one each. */
  private readonly loading = new Map<number, Promise<void>>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** The ranks of `responses` ({id, challengeId}), by response id. */
  async ranksOf(tx: DbOrTx, responses: readonly { id: number; challengeId: number }[]) {
    const fresh = (s: Snapshot | undefined) => s !== undefined && this.now() - s.at < RANK_SNAPSHOT_MS;
    const stale = new Set<number>();
    for (const r of responses) {
      const s = this.snapshots.get(r.challengeId);
      if (!fresh(s) || !s!.ranks.has(r.id)) stale.add(r.challengeId);
    }
    if (stale.size > 0) await this.reload(tx, [...stale]);
    // A load that was already under way may predate a response: read those challenges once more, alone.
    const unknown = responses.filter((r) => !this.snapshots.get(r.challengeId)?.ranks.has(r.id));
    if (unknown.length > 0) await this.load(tx, [...new Set(unknown.map((r) => r.challengeId))]);
    return new Map(responses.map((r) => [r.id, this.snapshots.get(r.challengeId)?.ranks.get(r.id) ?? 0]));
  }

  private reload(tx: DbOrTx, challengeIds: number[]) {
    const missing = challengeIds.filter((id) => !this.loading.has(id));
    if (missing.length > 0) {
      const load = this.load(tx, missing).finally(() => {
        for (const id of missing) this.loading.delete(id);
      });
      for (const id of missing) this.loading.set(id, load);
    }
    return Promise.all(challengeIds.map((id) => this.loading.get(id)));
  }

  private async load(tx: DbOrTx, challengeIds: number[]) {
    const rows = await rowsOf<{ challenge_id: number | string; ids: string | null }>(
      tx,
      sql`select c.id as challenge_id, (select string_agg(x.id::text, ',' order by ${sql.raw(rankOrder('x'))})
          from challenge_responses x where x.challenge_id = c.id) as ids
        from unnest(${`{${challengeIds.join(',')}}`}::bigint[]) c(id)`,
    );
    const at = this.now();
    for (const row of rows) {
      const ids = row.ids ? row.ids.split(',') : [];
      const challengeId = Number(row.challenge_id);
      this.snapshots.delete(challengeId); // re-inserted last: the map's order is the eviction order
      this.snapshots.set(challengeId, { at, ranks: new Map(ids.map((id, i) => [Number(id), i + 1])) });
    }
    for (const oldest of this.snapshots.keys()) {
      if (this.snapshots.size <= MAX_CHALLENGES) break;
      this.snapshots.delete(oldest);
    }
  }
}

/** One set of snapshots per database handle: a transaction gets its own, so it sees its own writes and no one else does. */
const byHandle = new WeakMap<DbOrTx, RankSnapshots>();
export function rankSnapshots(tx: DbOrTx) {
  const found = byHandle.get(tx) ?? new RankSnapshots();
  byHandle.set(tx, found);
  return found;
}
