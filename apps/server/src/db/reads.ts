import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Reads<T extends unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Independent reads: side by side on the pool (each on its own connection), one after another inside a
 * transaction, whose single connection runs one query at a time (node-postgres queues a second one and warns;
 * pg 9 refuses it).
 */
export async function readAll<T extends unknown[]>(tx: DbOrTx, ...reads: Reads<T>): Promise<T> {
  if (!(tx instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}
