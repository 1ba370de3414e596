import { BOUNTY_FAILURE_TEXT } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bounties } from '../db/schema';
import { createDeps } from '../deps';
import { loadEnv } from '../env';
import { getBounty, newBounty } from '../modules/bounties/bounty-test-helpers';
import { balance, expectLedgerSound, HOUR, person, prepare } from '../test/people';
import { createTestApp, createTestDatabase, type TestContext } from '../test/setup';
import { systemClock } from './clock';
import { OffsetClock } from './test-clock';

const advance = (t: TestContext, payload: object) => t.app.inject({ method: 'POST', url: '/test/clock', payload });

describe('test clock (E2E mode)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ clock: new OffsetClock() }, { E2E: 'true' });
    await prepare(t);
  });
  afterAll(() => t.close());

  it('POST /test/clock moves time past a bounty end and sweeps: unclaimed, creator refunded', async () => {
    const creator = await person(t, 10_000);
    const id = await newBounty(t, creator, {
      starting_cc: '600',
      duration_end_time: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });
    expect(await balance(t, creator.id)).toBe(9_400);

    const res = await advance(t, { advanceMs: 2 * HOUR });
    expect(res.statusCode).toBe(200);
    expect(res.json().swept).toMatchObject({ unclaimed: 1, expired: 0 });
    expect(new Date(res.json().now).getTime()).toBeGreaterThanOrEqual(Date.now() + 2 * HOUR - 1000);

    // Settled by the sweep itself, not only evaluated on read.
    const [row] = await t.deps.database.db.select().from(bounties).where(eq(bounties.id, id));
    expect(row).toMatchObject({ status: 'unclaimed', failureReason: 'unclaimed' });
    expect(await balance(t, creator.id)).toBe(10_000);
    expect(await getBounty(t, id)).toMatchObject({
      status: 'unclaimed',
      failure_message: BOUNTY_FAILURE_TEXT.unclaimed,
    });
    await expectLedgerSound(t);
  });

  it('only moves forward, by a whole number of milliseconds', async () => {
    for (const payload of [{ advanceMs: -1 }, { advanceMs: 1.5 }, {}, { advanceMs: '60000' }]) {
      const res = await advance(t, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('the offset clock is real time plus the offset', () => {
    const clock = new OffsetClock();
    clock.advance(60_000);
    const ahead = clock.now().getTime() - Date.now();
    expect(ahead).toBeGreaterThanOrEqual(59_990);
    expect(ahead).toBeLessThanOrEqual(60_010);
  });
});

describe('test clock outside E2E mode', () => {
  it('POST /test/clock does not exist', async () => {
    const t = await createTestApp();
    const res = await advance(t, { advanceMs: 1000 });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    await t.close();
  });

  it('createDeps uses the offset clock only with E2E=true', async () => {
    const database = await createTestDatabase();
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
    const deps = (env: Record<string, string>) =>
      createDeps(loadEnv({ ...base, ...env }), { database, logger: pino({ level: 'silent' }), secret: 'x'.repeat(40) });
    expect((await deps({ E2E: 'true' })).clock).toBeInstanceOf(OffsetClock);
    expect((await deps({ E2E: 'false' })).clock).toBe(systemClock);
    expect((await deps({})).clock).toBe(systemClock);
    await database.close();
  });

  it('E2E=true is refused in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), E2E: 'true' })).toThrow(
      'E2E: not allowed in production',
    );
  });
});
