import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { OUTBOX_CHANNEL } from './outbox';

export type Emit = (rooms: string[], name: string, payload: unknown) => void;
type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
type Row = { id: number; name: string; rooms: string[]; payload: unknown };

export type PublisherOptions = {
  /** Safety-net poll; the NOTIFY wake-up normally delivers within a few milliseconds of commit. */
  pollMs?: number;
  batch?: number;
  /** Published rows older than this are deleted (checked hourly). */
  keepMs?: number;
  /**
   * Told of each wake-up's payload before the rows are read: the topics a commit changed, comma-separated (shared
   * pages; `session:<userId>` from a revocation of refresh tokens, which records no row).
   */
  onWake?: (payload: string) => void;
};

/**
 * Delivers unpublished outbox rows: on start (catch-up after a crash), on every commit that
 * recorded an event (LISTEN/NOTIFY) and on a short poll. Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so with N instances each row is emitted by one of them (the Redis adapter fans it out to all).
 * A row is marked published in the transaction that emits it: at-least-once, never lost.
 */
export function createPublisher(database: Database, emit: Emit, log: Log, opts: PublisherOptions = {}) {
  const { pollMs = 250, batch = 500, keepMs = 24 * 3_600_000, onWake } = opts;
  const { db } = database;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let lastCleanup = 0;

  /**
   * Claims the oldest unpublished rows and marks them in one statement, emits them, then commits: a crash before
   * the commit leaves them unpublished, so they are emitted again (at-least-once, never lost). The statement is
   * planned on every call, never from a cached generic plan: the table starts empty and grows by every event, and a
   * plan made while it was small scans all of it. It walks the unpublished index in id order rather than through a
   * bitmap: an index walk marks the entries of rows published since as dead and skips them next time, where a bitmap
   * would read them all again on every claim until a vacuum (decision 032). Its commit does not wait for the WAL
   * flush: a mark lost by a database crash only emits its rows once more, as a crash before the commit does.
   */
  async function drainOnce(): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('enable_bitmapscan', 'off', true), set_config('synchronous_commit', 'off', true)`,
      );
      const rows = await rowsOf<Row>(
        tx,
        sql`update outbox_events set published_at = now()
            where id = any(array(select id from outbox_events where published_at is null
                                 order by id limit ${batch} for update skip locked))
            returning id, name, rooms, payload`,
      );
      rows.sort((a, b) => Number(a.id) - Number(b.id));
      for (const r of rows) emit(r.rooms, r.name, r.payload);
      return rows.length;
    });
  }

  async function drain() {
    do {
      again = false;
      try {
        while (!stopped && (await drainOnce()) === batch) {}
        if (Date.now() - lastCleanup > 3_600_000) {
          lastCleanup = Date.now();
          await db.execute(
            sql`delete from outbox_events where published_at < now() - make_interval(secs => ${keepMs / 1000})`,
          );
        }
      } catch (err) {
        log.error({ err }, 'outbox: publish failed');
        return;
      }
    } while (again && !stopped);
  }

  /** Runs a drain now, or once more right after the one in progress. */
  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  }

  const wake = (payload: string | undefined) => {
    if (payload) onWake?.(payload);
    kick();
  };

  async function listen() {
    if (database.pglite) {
      unlisten = await database.pglite.listen(OUTBOX_CHANNEL, wake);
      return;
    }
    if (!database.pool) return;
    const client = await database.pool.connect();
    client.on('notification', (message) => wake(message.payload));
    client.on('error', (err) => log.warn({ err }, 'outbox: LISTEN connection lost; polling only'));
    await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
    unlisten = async () => {
      try {
        await client.query(`UNLISTEN ${OUTBOX_CHANNEL}`);
      } finally {
        client.release();
      }
    };
  }

  async function start() {
    if (!stopped) return;
    stopped = false;
    try {
      await listen();
    } catch (err) {
      log.warn({ err }, 'outbox: LISTEN unavailable; polling only');
    }
    timer = setInterval(kick, pollMs);
    timer.unref();
    kick();
    await running;
  }

  async function stop() {
    stopped = true;
    clearInterval(timer);
    await running;
    await unlisten?.().catch(() => {});
    unlisten = undefined;
  }

  // start() and stop() run one after the other, so a stop during a start never leaks the LISTEN client.
  let lifecycle: Promise<void> = Promise.resolve();
  const serial = (fn: () => Promise<void>) => {
    lifecycle = lifecycle.then(fn, fn);
    return lifecycle;
  };
  return { kick, start: () => serial(start), stop: () => serial(stop) };
}

export type Publisher = ReturnType<typeof createPublisher>;
