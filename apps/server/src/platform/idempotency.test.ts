import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../db/client';
import { rowsOf } from '../db/rows';
import { bountyAntes } from '../db/schema';
import { getBounty, newBounty } from '../modules/bounties/bounty-test-helpers';
import { balance, expectLedgerSound, type Person, person, post, prepare } from '../test/people';
import { createTestApp, type TestContext } from '../test/setup';

const ante = (t: TestContext, id: number, who: Person, amount: number, key: string) =>
  post(t, `/v1/bounty/up-the-ante/${id}`, { ...who.headers, 'idempotency-key': key }, { cc_amount: amount });

const antesOf = async (t: TestContext, bountyId: number) =>
  t.deps.database.db.select().from(bountyAntes).where(eq(bountyAntes.bountyId, bountyId));

/** Runs DDL one statement at a time (PGlite's extended protocol takes one per call). */
async function ddl(t: TestContext, ...statements: string[]) {
  for (const s of statements) await t.deps.database.db.execute(sql.raw(s));
}

describe('Idempotency-Key and crashes', () => {
  let t: TestContext;
  let creator: Person;
  let fan: Person;
  beforeAll(async () => {
    t = await createTestApp();
    await prepare(t);
    creator = await person(t, 10_000);
    fan = await person(t, 1_000);
  });
  afterAll(() => t.close());

  it('a crash after the action but before its answer was stored undoes both: the retry applies once', async () => {
    const id = await newBounty(t, creator);
    // The first completion of a key dies (as the process would between the action and storing its answer).
    await ddl(
      t,
      'create sequence crash_once',
      `create function crash_once() returns trigger language plpgsql as $$
       begin if nextval('crash_once') = 1 then raise exception 'simulated crash'; end if; return new; end $$`,
      'create trigger crash_once before update on idempotency_keys for each row execute function crash_once()',
    );
    try {
      const crashed = await ante(t, id, fan, 70, 'ante-crash');
      expect(crashed.statusCode).toBe(500);
      expect(await balance(t, fan.id)).toBe(1_000);

      const retry = await ante(t, id, fan, 70, 'ante-crash');
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      const again = await ante(t, id, fan, 70, 'ante-crash');
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(retry.json());
    } finally {
      await ddl(
        t,
        'drop trigger crash_once on idempotency_keys',
        'drop function crash_once',
        'drop sequence crash_once',
      );
    }
    expect(await balance(t, fan.id)).toBe(930);
    expect((await getBounty(t, id)).amount_cc).toBe(570);
    expect(await antesOf(t, id)).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('stores a refusal with the key and replays it; another body with the key is 422', async () => {
    const id = await newBounty(t, creator);
    const poor = await person(t, 10);
    const refused = await ante(t, id, poor, 50, 'ante-poor');
    expect(refused.statusCode).toBe(400);
    const replayed = await ante(t, id, poor, 50, 'ante-poor');
    expect(replayed.statusCode).toBe(400);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(refused.json());
    expect((await ante(t, id, poor, 5, 'ante-poor')).statusCode).toBe(422);
    expect(await balance(t, poor.id)).toBe(10);
    expect(await antesOf(t, id)).toHaveLength(0);
  });
});

// Real concurrency and a dead connection need real PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('Idempotency-Key on PostgreSQL', () => {
  let t: TestContext;
  let creator: Person;
  beforeAll(async () => {
    t = await createTestApp();
    await prepare(t);
    creator = await person(t, 100_000);
  });
  afterAll(() => t.close());

  it('50 concurrent requests with one key apply once and all get the same answer', async () => {
    const id = await newBounty(t, creator);
    const fan = await person(t, 1_000);
    const results = await Promise.all(Array.from({ length: 50 }, () => ante(t, id, fan, 40, 'ante-storm')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    for (const r of results) expect(r.json()).toEqual(results[0]!.json());
    expect(results.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await balance(t, fan.id)).toBe(960);
    expect(await antesOf(t, id)).toHaveLength(1);
    expect((await getBounty(t, id)).amount_cc).toBe(540);
  });

  it('an instance that dies mid-request leaves no stuck key: a retry on another instance applies once', async () => {
    const id = await newBounty(t, creator);
    const fan = await person(t, 1_000);
    const [{ name } = { name: '' }] = await rowsOf<{ name: string }>(
      t.deps.database.db,
      sql`select current_database() as name`,
    );
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const doomedDb = connectPostgres(url.toString(), 5);
    const doomed = await createTestApp({ database: doomedDb });
    // The ante of 77 stops inside its transaction, as a process would at the moment it is killed.
    await ddl(
      t,
      `create function hang_ante() returns trigger language plpgsql as $$
       begin if new.amount = 77 then perform pg_sleep(60); end if; return new; end $$`,
      'create trigger hang_ante after insert on bounty_antes for each row execute function hang_ante()',
    );
    let inFlight: Promise<unknown> | undefined;
    try {
      inFlight = ante(doomed, id, fan, 77, 'ante-killed').catch(() => undefined);
      let pid: number | undefined;
      for (let i = 0; i < 200 && !pid; i++) {
        const [row] = await rowsOf<{ pid: number }>(
          t.deps.database.db,
          sql`select pid from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'`,
        );
        pid = row?.pid;
        if (!pid) await new Promise((r) => setTimeout(r, 25));
      }
      expect(pid, 'the ante reached the database').toBeDefined();
      // The process is gone: none of its connections will ever run another statement.
      const ended = doomedDb.pool!.end().catch(() => undefined);
      await t.deps.database.db.execute(sql`select pg_terminate_backend(${pid})`);
      await inFlight;
      await ended;
    } finally {
      await ddl(t, 'drop trigger hang_ante on bounty_antes', 'drop function hang_ante');
      await doomed.app.close().catch(() => undefined);
    }
    expect(await balance(t, fan.id)).toBe(1_000);

    const retry = await ante(t, id, fan, 77, 'ante-killed');
    expect(retry.statusCode).toBe(200);
    expect((await ante(t, id, fan, 77, 'ante-killed')).headers['idempotent-replayed']).toBe('true');
    expect(await balance(t, fan.id)).toBe(923);
    expect(await antesOf(t, id)).toHaveLength(1);
    await expectLedgerSound(t);
  });
});
