import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';

/** Rows of a raw statement; both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function rowsOf<T>(tx: DbOrTx, statement: SQL): Promise<T[]> {
  const res = (await tx.execute(statement)) as unknown as { rows: T[] };
  return res.rows;
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
