import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** Rows of a raw statement; both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function rowsOf<T>(tx: DbOrTx, statement: SQL): Promise<T[]> {
  const res = (await tx.execute(statement)) as unknown as { rows: T[] };
  return res.rows;
}
