import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { changed } from '../../db/committed-changes';
import { topicsOf, wakePayload } from '../page-cache/topics';
import { preparedRowsOf } from '../prepared-statements';

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
 * The rows and the wake-up in one statement (a data-modifying WITH runs whether or not it is read). The events
 * travel as one JSON parameter, so the text never varies and is prepared once per connection (a multi-row VALUES
 * cost the driver a parameter per field, which showed on the upvote hot path). The wake-up names the shared pages
 * the events change, so every instance refreshes them (page-cache); this process is told after commit without
 * waiting for it (committed-changes).
 */
async function insertAndWake(tx: DbOrTx, events: (OutboxEvent & { createdAt?: Date })[]) {
  const rows = JSON.stringify(
    events.map((e) => ({ n: e.name, r: e.rooms, p: e.payload ?? null, c: e.createdAt ?? null })),
  );
  const topics = topicsOf(events.map((e) => e.name));
  await preparedRowsOf(
    tx,
    'outbox_insert',
    sql`
    with added as (
      insert into outbox_events (name, rooms, payload, created_at)
      select e.v->>'n', array(select jsonb_array_elements_text(e.v->'r')), e.v->'p',
             coalesce((e.v->>'c')::timestamptz, now())
      from jsonb_array_elements(${rows}::jsonb) with ordinality as e(v, i)
      order by e.i
    )
    select pg_notify(${OUTBOX_CHANNEL}, ${wakePayload(topics)})`,
  );
  changed(tx, topics);
}
