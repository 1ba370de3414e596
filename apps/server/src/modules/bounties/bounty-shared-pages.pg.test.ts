import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connectPostgres, type Database } from '../../db/client';
import { listenOnFreePort } from '../../platform/realtime/test-client';
import { type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { newBounty } from './bounty-test-helpers';

const enabled = Boolean(process.env.DATABASE_URL);

/**
 * Two instances, each with its own connection pool on one PostgreSQL database: a change committed through B
 * refreshes A's shared pages by the outbox wake-up, long before their time is up (decision 021).
 */
describe.skipIf(!enabled)('shared pages across instances (PostgreSQL)', () => {
  let a: TestContext;
  let b: FastifyInstance;
  let bDatabase: Database;
  let creator: Person;
  let fan: Person;

  beforeAll(async () => {
    a = await createTestApp({}, { PAGE_CACHE_TTL_MS: '60000', SEARCH_CACHE_TTL_MS: '60000' });
    await prepare(a);
    creator = await person(a, 10_000);
    fan = await person(a, 10_000);
    await listenOnFreePort(a.app);
    bDatabase = connectPostgres(a.deps.database.pool!.options.connectionString!, 5);
    b = await buildApp({ ...a.deps, database: bDatabase });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const amountOnA = async (id: number) => {
    const res = await post(a, '/v1/bounty/list?sortBy=recent&limit=10', {}, { queryFilter: { status: 'available' } });
    return (res.json().bounty.data as { id: number; amount_cc: number }[]).find((x) => x.id === id)?.amount_cc;
  };

  it('an Up the Ante on instance B shows in the next second on instance A', async () => {
    const id = await newBounty(a, creator, { starting_cc: '500' });
    expect(await amountOnA(id)).toBe(500);
    const upped = await b.inject({
      method: 'POST',
      url: `/v1/bounty/up-the-ante/${id}`,
      headers: fan.headers,
      payload: { cc_amount: 300 },
    });
    expect(upped.statusCode).toBe(200);
    const until = Date.now() + 1000;
    let seen = await amountOnA(id);
    while (seen !== 800 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await amountOnA(id);
    }
    expect(seen).toBe(800);
  });
});
