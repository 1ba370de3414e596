/** What one item of a batch came to: its own answer or its own refusal. */
export type ItemOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export type GroupCommitOptions<I, R> = {
  /** Items with the same key never share a batch: the later one waits for the next. */
  key(item: I): string;
  /**
   * What the item writes to that other items may also write (a row it locks): batches written at the same time
   * never share one, so they never wait for each other nor deadlock.
   */
  lockKey(item: I): string;
  /** How many batches may be written at the same time. */
  concurrency: number;
  /** The most items one batch writes. */
  max: number;
  /** Writes a batch in one transaction and answers one outcome per item, in order; throws when the whole fails. */
  write(items: I[]): Promise<ItemOutcome<R>[]>;
};

type Waiting<I, R> = { item: I; resolve(value: R): void; reject(error: unknown): void };

/**
 * Group commit: items submitted while a batch is being written wait and go together in the next one, so N
 * concurrent writers cost one transaction instead of N (a lone item is a batch of one). Up to `concurrency` batches
 * are written at a time, never two holding the same lock key. When a batch fails as a whole (a deadlock with another instance, a constraint one item broke),
 * its items are written one by one, so one item's failure never fails the others.
 */
export function createGroupCommit<I, R>({ key, lockKey, concurrency, max, write }: GroupCommitOptions<I, R>) {
  const queue: Waiting<I, R>[] = [];
  /** The lock keys of the batches being written. */
  const held = new Set<string>();
  let writing = 0;
  let scheduled = false;

  /**
   * The next batch: the oldest items, each key once, none whose lock key a batch being written holds, at most
   * `max`; the rest keep their place in the queue.
   */
  function takeBatch() {
    const keys = new Set<string>();
    const batch: Waiting<I, R>[] = [];
    const rest: Waiting<I, R>[] = [];
    for (const w of queue) {
      const k = key(w.item);
      if (batch.length < max && !keys.has(k) && !held.has(lockKey(w.item))) {
        keys.add(k);
        batch.push(w);
      } else rest.push(w);
    }
    queue.splice(0, queue.length, ...rest);
    return batch;
  }

  async function settle(batch: Waiting<I, R>[]): Promise<void> {
    let outcomes: ItemOutcome<R>[];
    try {
      outcomes = await write(batch.map((w) => w.item));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const w of batch) await settle([w]);
      return;
    }
    batch.forEach((w, i) => {
      const o = outcomes[i]!;
      if (o.ok) w.resolve(o.value);
      else w.reject(o.error);
    });
  }

  /** Starts batches while a writer is free and an item can go. */
  function startBatches() {
    scheduled = false;
    while (writing < concurrency && queue.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return;
      const locks = batch.map((w) => lockKey(w.item));
      for (const l of locks) held.add(l);
      writing += 1;
      void settle(batch).finally(() => {
        writing -= 1;
        for (const l of locks) held.delete(l);
        startBatches();
      });
    }
  }

  return function submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (scheduled || writing >= concurrency) return;
      scheduled = true;
      // The requests whose I/O arrived in this turn of the event loop join the same batch.
      setImmediate(startBatches);
    });
  };
}
