import { WALLET_MSG } from '@crowns/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { type AppDeps, inTransaction } from '../deps';
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
  /** How long a duplicate waits for the first request to finish before answering 409. */
  waitMs?: number;
};

const stable = (value: unknown): string =>
  JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/**
 * Runs `action` at most once per (user, key), in one database transaction with the key: the key row is inserted
 * first, the action runs on deps bound to that transaction (its own transactions become savepoints), and its
 * result is stored before the commit. A crash at any point rolls back the key with the action, so a retry runs it
 * afresh; a committed action always has its stored answer, which a retry replays. A concurrent duplicate's insert
 * waits on the first one's row until it commits (then replays) or rolls back (then runs). Client errors (AppError
 * 4xx) are stored and replayed too, after the action's savepoint undid its writes; other errors roll everything
 * back. The same key with a different request answers 422 IDEMPOTENCY_MISMATCH.
 */
export async function withIdempotency(
  deps: AppDeps,
  opts: Options,
  action: (deps: AppDeps) => Promise<StoredResult>,
): Promise<IdempotentOutcome> {
  const { key, userId } = opts;
  if (!key) return { ...(await action(deps)), replayed: false };
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  const requestHash = sha256(stable({ scope: opts.scope, payload: opts.payload ?? null }));
  const outcome = await deps.database.db.transaction(
    async (tx): Promise<IdempotentOutcome & { clientError?: AppError }> => {
      if (!(await reserve(tx, { userId, key, requestHash }, opts.waitMs ?? 10_000))) {
        const [row] = await tx.select().from(idempotencyKeys).where(where);
        if (!row) throw new AppError('CONFLICT', 409, WALLET_MSG.idempotencyInProgress);
        if (row.requestHash !== requestHash)
          throw new AppError('IDEMPOTENCY_MISMATCH', 422, WALLET_MSG.idempotencyMismatch);
        return { statusCode: row.statusCode ?? 200, body: row.body, replayed: true };
      }
      let result: StoredResult;
      let clientError: AppError | undefined;
      try {
        result = await tx.transaction((inner) => action(inTransaction(deps, inner)));
      } catch (err) {
        if (!(err instanceof AppError && err.httpStatus < 500)) throw err;
        clientError = err;
        result = { statusCode: err.httpStatus, body: errorBody(err) };
      }
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: result.statusCode, body: result.body as object, completedAt: sql`now()` })
        .where(where);
      return { ...result, replayed: false, clientError };
    },
  );
  if (outcome.clientError) throw outcome.clientError;
  return { statusCode: outcome.statusCode, body: outcome.body, replayed: outcome.replayed };
}

/**
 * Inserts the key row; false when a completed one exists. A row never completed can only be left by a crash of
 * the former two-step scheme (reserve, then act): it is taken over, since no answer was ever stored for it.
 * A duplicate in flight holds the row: waiting for it is capped by lock_timeout (409, retry later).
 */
async function reserve(tx: Tx, row: { userId: number; key: string; requestHash: string }, waitMs: number) {
  await tx.execute(sql.raw(`set local lock_timeout = ${Math.max(1, Math.floor(waitMs))}`));
  try {
    const reserved = await tx
      .insert(idempotencyKeys)
      .values(row)
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { requestHash: row.requestHash, createdAt: sql`now()` },
        setWhere: isNull(idempotencyKeys.completedAt),
      })
      .returning({ key: idempotencyKeys.key });
    await tx.execute(sql`reset lock_timeout`);
    return reserved.length > 0;
  } catch (err) {
    if (isLockTimeout(err)) throw new AppError('CONFLICT', 409, WALLET_MSG.idempotencyInProgress);
    throw err;
  }
}

function isLockTimeout(err: unknown) {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: string }).code === '55P03') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

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
 * Route helper: `return idempotent(request, reply, deps, (d) => service(d, ...))`. The action must use the deps it
 * is given (bound to the key's transaction when the request has an Idempotency-Key). It returns the response body;
 * its `status` field (default 200) is the HTTP status. Replays carry `idempotent-replayed: true`.
 */
export async function idempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
  action: (deps: AppDeps) => Promise<{ status?: number } & Record<string, unknown>>,
) {
  const userId = request.user?.id;
  if (userId === undefined) throw new Error('idempotent(): route must run after requireUser');
  const outcome = await withIdempotency(
    deps,
    {
      userId,
      key: idempotencyKeyOf(request),
      scope: `${request.method} ${request.routeOptions.url ?? request.url}:${stable(request.params ?? {})}`,
      payload: request.body,
    },
    async (scoped) => {
      const body = await action(scoped);
      return { statusCode: typeof body.status === 'number' ? body.status : 200, body };
    },
  );
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(outcome.statusCode).send(outcome.body);
}
