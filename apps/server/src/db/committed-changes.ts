/**
 * Committed changes, told in this process the moment they commit: `changed(executor, topics)` inside a transaction
 * tells the database's listeners once the outermost transaction has committed (never on rollback); on the plain
 * handle the statement has already committed, so they are told at once. Other processes learn of the same commit
 * from the outbox NOTIFY (platform/events); this is the same-process path, which has no delivery gap: a request
 * that starts after a write's answer never sees what the write changed as unchanged.
 */
export type ChangeListener = (topics: readonly string[]) => void;

export type ChangeHub = {
  subscribe(listener: ChangeListener): () => void;
  tell(topics: readonly string[]): void;
};

export function createChangeHub(): ChangeHub {
  const listeners = new Set<ChangeListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tell(topics) {
      for (const listener of listeners) listener(topics);
    },
  };
}

type Scope = { hub: ChangeHub; afterCommit?: (() => void)[] };
type TransactionOwner = { transaction: (fn: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown> };

/** Each handle and transaction object of a tracked database, with its outermost transaction's commit list. */
const scopes = new WeakMap<object, Scope>();

function wrapTransactions(owner: TransactionOwner, hub: ChangeHub, afterCommit?: (() => void)[]) {
  const original = owner.transaction.bind(owner);
  owner.transaction = async (fn, config) => {
    if (afterCommit) {
      // A savepoint: its changes commit with the outermost transaction (told even if only the savepoint rolls
      // back, which costs a needless refresh and nothing else).
      return original((tx) => {
        track(tx, hub, afterCommit);
        return fn(tx);
      }, config);
    }
    const committed: (() => void)[] = [];
    const result = await original((tx) => {
      track(tx, hub, committed);
      return fn(tx);
    }, config);
    for (const tell of committed) tell();
    return result;
  };
}

function track(handle: object, hub: ChangeHub, afterCommit?: (() => void)[]) {
  scopes.set(handle, { hub, afterCommit });
  wrapTransactions(handle as TransactionOwner, hub, afterCommit);
}

/** Makes `db` and every transaction opened from it report `changed(...)` to `hub` after commit. */
export function trackCommits(db: object, hub: ChangeHub) {
  track(db, hub);
}

/** Tells the listeners of `executor`'s database that `topics` changed, once that is committed. */
export function changed(executor: object, topics: readonly string[]) {
  if (topics.length === 0) return;
  const scope = scopes.get(executor);
  if (!scope) return;
  if (scope.afterCommit) scope.afterCommit.push(() => scope.hub.tell(topics));
  else scope.hub.tell(topics);
}

/**
 * A token of the outermost transaction `executor` belongs to (the same for its savepoints), or undefined for the
 * plain handle: lets a caller keep one choice for a whole transaction (the ledger's house shard).
 */
export function transactionOf(executor: object): object | undefined {
  return scopes.get(executor)?.afterCommit;
}
