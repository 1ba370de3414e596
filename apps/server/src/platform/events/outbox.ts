import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxEvents } from '../../db/schema';

/** Channel of the post-commit wake-up (NOTIFY is transactional: it fires on commit, never on rollback). */
export const OUTBOX_CHANNEL = 'crowns_outbox';

export type OutboxEvent = { name: string; rooms: string[]; payload: unknown };

/**
 * Records a realtime event in the caller's transaction. It is published after commit by the
 * publisher; a rolled-back change sends nothing.
 */
export async function recordEvent(tx: DbOrTx, event: OutboxEvent, now?: Date) {
  await tx.insert(outboxEvents).values({
    name: event.name,
    rooms: event.rooms,
    payload: event.payload ?? null,
    ...(now ? { createdAt: now } : {}),
  });
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/** Several events of one change in one insert and one wake-up (the same as recording each). */
export async function recordEvents(tx: DbOrTx, events: OutboxEvent[]) {
  if (events.length === 0) return;
  await tx
    .insert(outboxEvents)
    .values(events.map((e) => ({ name: e.name, rooms: e.rooms, payload: e.payload ?? null })));
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
