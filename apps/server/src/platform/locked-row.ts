import type { Tx } from '../db/client';
import type { AppDeps } from '../deps';
import { notFound } from './errors';

/**
 * Runs `fn` on the row `lock` takes FOR UPDATE, inside one transaction, at the clock's now; 404 `missing` when
 * there is none. Every money or state change of a bounty or a challenge starts here.
 */
export function withLockedRow<R, T>(
  deps: AppDeps,
  lock: (tx: Tx) => Promise<R | undefined>,
  missing: string,
  fn: (tx: Tx, row: R, now: Date) => Promise<T>,
) {
  return deps.database.db.transaction(async (tx) => {
    const row = await lock(tx);
    if (!row) throw notFound(missing);
    return fn(tx, row, deps.clock.now());
  });
}
