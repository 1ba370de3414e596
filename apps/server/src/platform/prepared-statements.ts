import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/** Past this many statements per database handle, statements are built per call rather than kept. */
const KEPT = 512;
/** At most this many of them are named (parsed, and possibly planned, once per PostgreSQL connection). */
const NAMED = 64;
const kept = new WeakMap<DbOrTx, { statements: Map<string, unknown>; named: number }>();

/**
 * The statement `build(name)` prepares, built once per database handle under `key` (the SQL text and the drizzle
 * query are made once). `named` asks for a server-side prepared statement, whose plan PostgreSQL may cache as a
 * generic plan (without the values): only for statements whose parameters are ids and the time, where that plan
 * is as good as a fresh one. Unnamed statements are planned with their values on every call.
 */
export function preparedFor<T>(tx: DbOrTx, key: string, named: boolean, build: (name: string) => T): T {
  const cache = kept.get(tx) ?? { statements: new Map<string, unknown>(), named: 0 };
  kept.set(tx, cache);
  const found = cache.statements.get(key) as T | undefined;
  if (found) return found;
  const keep = cache.statements.size < KEPT;
  const name =
    named && keep && cache.named < NAMED ? `stmt_${createHash('sha1').update(key).digest('hex').slice(0, 20)}` : '';
  const statement = build(name);
  if (keep) cache.statements.set(key, statement);
  if (name) cache.named += 1;
  return statement;
}

const dialect = new PgDialect();

/**
 * Rows of a raw statement prepared under `name` on each connection: PostgreSQL parses and plans it once there
 * instead of on every call, which on the hot write paths cost more than running it. The statement's text must be
 * the same on every call (values only as parameters; arrays as one parameter, sql-arrays); PGlite ignores the name.
 */
export async function preparedRowsOf<T>(tx: DbOrTx, name: string, statement: SQL): Promise<T[]> {
  const query = tx._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  const res = (await query.execute()) as unknown as { rows: T[] };
  return res.rows;
}
