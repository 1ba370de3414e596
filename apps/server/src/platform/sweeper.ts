import type { Tx } from '../db/client';
import type { AppDeps } from '../deps';

/**
 * One kind of due work a module contributes (e.g. bounties past their end). `takeOne` takes one due row with
 * `FOR UPDATE SKIP LOCKED`, applies its transition in the same transaction and answers whether there was one.
 * Any number of instances can sweep at once: each row is taken by exactly one of them, and a request holding
 * the row is skipped, not waited for.
 */
export type SweepJob<N extends string = string> = { name: N; takeOne(deps: AppDeps): Promise<boolean> };

/**
 * A job over due rows: `take` finds and locks one (FOR UPDATE SKIP LOCKED) as of `now`, `apply` moves it, both in
 * one transaction.
 */
export function dueRowJob<N extends string, R>(
  name: N,
  take: (tx: Tx, now: Date) => Promise<R | undefined>,
  apply: (tx: Tx, row: R, now: Date) => Promise<unknown>,
): SweepJob<N> {
  return {
    name,
    takeOne: (deps) =>
      deps.database.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const row = await take(tx, now);
        if (!row) return false;
        await apply(tx, row, now);
        return true;
      }),
  };
}

/** Rows handled per kind of due work in one sweep; the rest waits for the next tick. */
const BATCH = 100;

/** One pass over all due work, job after job in the given order; answers how many rows each job moved. */
export async function sweepOnce<N extends string>(deps: AppDeps, jobs: readonly SweepJob<N>[]) {
  const done = {} as Record<N, number>;
  for (const job of jobs) {
    let moved = 0;
    for (let i = 0; i < BATCH; i++) {
      try {
        if (!(await job.takeOne(deps))) break;
        moved += 1;
      } catch (err) {
        deps.logger.error({ err, kind: job.name }, 'sweeper: transition failed');
        break;
      }
    }
    done[job.name] = moved;
  }
  return done;
}

/** Sweeps every SWEEP_INTERVAL_MS (never two passes at once in one instance). Call stop() on shutdown. */
export function startSweeper(
  deps: AppDeps,
  jobs: readonly SweepJob[],
  intervalMs: number = deps.env.SWEEP_INTERVAL_MS,
) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepOnce(deps, jobs).finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
