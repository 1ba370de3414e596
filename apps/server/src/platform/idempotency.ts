import { WALLET_MSG } from '@crowns/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { sha256 } from './crypto';
import { AppError, badRequest } from './errors';

export type StoredResult = { statusCode: number; body: unknown };
export type IdempotentOutcome = StoredResult & { replayed: boolean };

type Options = {
  userId: number;
  /** The client's Idempotency-Key; without one the action simply runs. */
  key: string | undefined;
  /** Method + route, so one key cannot be replayed on another call. */
  scope: string;
  payload: unknown;
  /** How long a duplicate waits for the first request to finish. */
  waitMs?: number;
};

const stable = (value: unknown): string =>
  JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `action` at most once per (user, key). The key row is inserted first in its own statement, so
 * concurrent duplicates cannot both run: they wait for the stored result and replay it. Client errors
 * (AppError 4xx) are stored and replayed too; unexpected errors release the key so a retry can run.
 * The same key with a different request answers 422 IDEMPOTENCY_MISMATCH.
 */
export async function withIdempotency(
  db: Db,
  opts: Options,
  action: () => Promise<StoredResult>,
): Promise<IdempotentOutcome> {
  if (!opts.key) return { ...(await action()), replayed: false };
  const where = and(eq(idempotencyKeys.userId, opts.userId), eq(idempotencyKeys.key, opts.key));
  const requestHash = sha256(stable({ scope: opts.scope, payload: opts.payload ?? null }));
  const deadline = Date.now() + (opts.waitMs ?? 10_000);
  for (;;) {
    const reserved = await db
      .insert(idempotencyKeys)
      .values({ userId: opts.userId, key: opts.key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (reserved.length > 0) return { ...(await runAndStore(db, where, action)), replayed: false };

    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (row) {
      if (row.requestHash !== requestHash)
        throw new AppError('IDEMPOTENCY_MISMATCH', 422, WALLET_MSG.idempotencyMismatch);
      if (row.completedAt && row.statusCode !== null)
        return { statusCode: row.statusCode, body: row.body, replayed: true };
    }
    if (Date.now() > deadline) throw new AppError('CONFLICT', 409, WALLET_MSG.idempotencyInProgress);
    await sleep(25);
  }
}

async function runAndStore(db: Db, where: ReturnType<typeof and>, action: () => Promise<StoredResult>) {
  let result: StoredResult;
  try {
    result = await action();
  } catch (err) {
    if (err instanceof AppError && err.httpStatus < 500) {
      result = { statusCode: err.httpStatus, body: errorBody(err) };
      await store(db, where, result);
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
    throw err;
  }
  await store(db, where, result);
  return result;
}

const store = (db: Db, where: ReturnType<typeof and>, result: StoredResult) =>
  db
    .update(idempotencyKeys)
    .set({ statusCode: result.statusCode, body: result.body as object, completedAt: sql`now()` })
    .where(where);

/** Same shape as the error handler's body, so a replayed error looks like the original. */
const errorBody = (err: AppError) => ({
  status: err.httpStatus,
  code: err.code,
  message: err.message,
  msg: err.message,
  ...err.extra,
});

/** Reads and checks the `Idempotency-Key` header. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length < 1 || value.length > 255)
    throw badRequest(WALLET_MSG.idempotencyKeyInvalid);
  return value;
}

/**
 * Route helper: `return idempotent(request, reply, db, () => service(...))`. The action returns the
 * response body; its `status` field (default 200) is the HTTP status. Replays carry `idempotent-replayed: true`.
 */
export async function idempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  action: () => Promise<{ status?: number } & Record<string, unknown>>,
) {
  const userId = request.user?.id;
  if (userId === undefined) throw new Error('idempotent(): route must run after requireUser');
  const outcome = await withIdempotency(
    db,
    {
      userId,
      key: idempotencyKeyOf(request),
      scope: `${request.method} ${request.routeOptions.url ?? request.url}:${stable(request.params ?? {})}`,
      payload: request.body,
    },
    async () => {
      const body = await action();
      return { statusCode: typeof body.status === 'number' ? body.status : 200, body };
    },
  );
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(outcome.statusCode).send(outcome.body);
}
