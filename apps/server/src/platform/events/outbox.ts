import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { changed } from '../../db/committed-changes';
import { outboxEvents } from '../../db/schema';
import { topicsOf, wakePayload } from '../page-cache/topics';

/** Channel of the post-commit wake-up (NOTIFY is transactional: it fires on commit, never on rollback). */
export const OUTBOX_CHANNEL = 'crowns_outbox';

export type OutboxEvent = { name: string; rooms: string[]; payload: unknown };

/**
 * Records a realtime event in the caller's transaction. It is published after commit by the
 * publisher; a rolled-back change sends nothing.
 */
export async function recordEvent(tx: DbOrTx, event: OutboxEvent, now?: Date) {
  await insertAndWake(tx, [{ ...event, ...(now ? { createdAt: now } : {}) }]);
}

/** Several events of one change in one insert and one wake-up (the same as recording each). */
export async function recordEvents(tx: DbOrTx, events: OutboxEvent[]) {
  if (events.length > 0) await insertAndWake(tx, events);
}

/**
 * The rows and the wake-up in one statement (a data-modifying WITH runs whether or not it is read; drizzle puts
 * the embedded insert in parentheses). The wake-up names the shared pages the events change, so every instance
 * refreshes them (page-cache); this process is told after commit without waiting for it (committed-changes).
 */
async function insertAndWake(tx: DbOrTx, events: (OutboxEvent & { createdAt?: Date })[]) {
  const insert = tx.insert(outboxEvents).values(
    events.map((e) => ({
      name: e.name,
      rooms: e.rooms,
      payload: e.payload ?? null,
      ...(e.createdAt ? { createdAt: e.createdAt } : {}),
    })),
  );
  const topics = topicsOf(events.map((e) => e.name));
  await tx.execute(sql`with added as ${insert} select pg_notify(${OUTBOX_CHANNEL}, ${wakePayload(topics)})`);
  changed(tx, topics);
}
