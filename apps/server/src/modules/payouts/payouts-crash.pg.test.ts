import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { sandboxPayoutObjects, withdrawals } from '../../db/schema';
import { REPO_ROOT } from '../../env';
import { getBalance, wallet, withdrawalHold } from '../../platform/ledger';
import { ledgerInvariants } from '../../platform/ledger/ledger-test-helpers';
import { createTestApp, type TestContext } from '../../test/setup';
import { SUBMIT_GRACE_MS } from './payout-sweep';
import { readyWinner } from './payouts-test-helpers';

const URL_BASE = process.env.DATABASE_URL;
const SECRET = 'test-secret-test-secret-test-secret-1234';
const DELAY_S = 60;
const healthy = { sumOfBalances: 0, negativeWallets: 0, cacheDrift: 0, unbalancedTransfers: 0 };

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** The real server in its own process on `databaseUrl`, with the movable clock (E2E) and the payouts sandbox. */
async function startServer(databaseUrl: string) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'crowns-crash-'));
  // node itself, not the tsx wrapper: SIGKILL cannot be passed on, and would leave the real server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      E2E: 'true',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      JWT_SECRET: SECRET,
      SEED_DEMO: 'false',
      UPLOADS_DIR: join(dir, 'uploads'),
      PGLITE_DIR: join(dir, 'pglite'),
      SANDBOX_PAYOUT_DELAY_SECONDS: String(DELAY_S),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready');
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

// Decision 018: a withdrawal survives the server dying between the request and the settlement.
describe.skipIf(!URL_BASE)('withdrawals across a server killed with SIGKILL (PostgreSQL, real processes)', () => {
  let t: TestContext;
  let databaseUrl: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    const name = `crowns_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: URL_BASE });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(URL_BASE!);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    const database = connectPostgres(databaseUrl, 10);
    await runMigrations(database);
    const close = database.close;
    database.close = async () => {
      await close();
      const c = new pg.Client({ connectionString: URL_BASE });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
    t = await createTestApp({ database, secret: SECRET });
  }, 60_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await t?.close();
  });

  it('the restarted server settles each withdrawal sent before the kill exactly once, and those held for review stay held', async () => {
    const { user, method, headers } = await readyWinner(t, 30_000);
    const first = await startServer(databaseUrl);
    children.push(first.child);

    // Ten withdrawals of 2,500 crowns at once; the server dies while they are in flight or just answered.
    const sent = Array.from({ length: 10 }, (_, i) =>
      fetch(`${first.base}/v1/wallet/withdraw-funds`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': `crash-${i}` },
        body: JSON.stringify({ crowns: 2500, paymentMethodId: method.id }),
      }).then(
        async (r) => ({
          status: r.status,
          id: r.status === 201 ? ((await r.json()) as { data: { id: number } }).data.id : null,
        }),
        () => ({ status: 0, id: null }),
      ),
    );
    const firstAnswer = await Promise.race(sent);
    await killed(first.child);
    const answers = await Promise.all(sent);
    const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.id!);
    expect(firstAnswer.status === 201 || firstAnswer.status === 0).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(0);

    // What the database holds: every acknowledged withdrawal, and any other that committed before the kill.
    const { db } = t.deps.database;
    const rows = await db.select().from(withdrawals).where(eq(withdrawals.userId, user.id));
    expect(rows.map((w) => w.id)).toEqual(expect.arrayContaining(acknowledged));
    expect(await getBalance(db, wallet(user.id))).toBe(30_000 - 2500 * rows.length);
    expect(await ledgerInvariants(db)).toEqual(healthy);

    // A new server: its sweeps submit what was never sent, then settle everything once the delay passed.
    const second = await startServer(databaseUrl);
    children.push(second.child);
    const advance = (ms: number) =>
      fetch(`${second.base}/test/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: ms }),
      });
    expect((await advance(SUBMIT_GRACE_MS + 1000)).status).toBe(200);
    expect((await advance((DELAY_S + 1) * 1000)).status).toBe(200);
    await advance(1000);

    // The fourth withdrawal of a day waits for an admin (decision 018): those stay held, untouched by the restart.
    const processing = rows.filter((w) => w.status === 'processing').map((w) => w.id);
    const held = rows.filter((w) => w.status === 'review').map((w) => w.id);
    expect(processing).toHaveLength(Math.min(rows.length, 3));
    expect(held).toHaveLength(rows.length - processing.length);

    const after = await db
      .select()
      .from(withdrawals)
      .where(
        inArray(
          withdrawals.id,
          rows.map((w) => w.id),
        ),
      );
    const statusOf = new Map(after.map((w) => [w.id, w.status]));
    expect(processing.map((id) => statusOf.get(id))).toEqual(processing.map(() => 'paid'));
    expect(held.map((id) => statusOf.get(id))).toEqual(held.map(() => 'review'));
    const payouts = await db
      .select()
      .from(sandboxPayoutObjects)
      .where(
        inArray(
          sandboxPayoutObjects.id,
          rows.map((w) => `po_sbx_${w.id}`),
        ),
      );
    expect(payouts.map((p) => p.id).sort()).toEqual(processing.map((id) => `po_sbx_${id}`).sort());
    for (const id of processing) expect(await getBalance(db, withdrawalHold(id))).toBe(0);
    for (const id of held) expect(await getBalance(db, withdrawalHold(id))).toBe(2500);
    expect(await getBalance(db, wallet(user.id))).toBe(30_000 - 2500 * rows.length);
    expect(await ledgerInvariants(db)).toEqual(healthy);
    await killed(second.child);
  }, 300_000);
});
