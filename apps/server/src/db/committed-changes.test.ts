import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/setup';
import type { Database } from './client';
import { changed } from './committed-changes';

let database: Database;
const told: string[][] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  database.changes.subscribe((topics) => told.push([...topics]));
});
afterAll(() => database.close());

const reset = () => told.splice(0);

describe('committed changes', () => {
  it('are told after the outermost transaction commits, not before', async () => {
    reset();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      changed(tx, ['bounties']);
      await tx.transaction(async (inner) => changed(inner, ['challenges']));
      expect(told).toEqual([]);
    });
    expect(told).toEqual([['bounties'], ['challenges']]);
  });

  it('are never told when the transaction rolls back', async () => {
    reset();
    await expect(
      database.db.transaction(async (tx) => {
        changed(tx, ['bounties']);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(told).toEqual([]);
  });

  it('are told at once on the plain handle (the statement has committed) and not at all when empty', async () => {
    reset();
    changed(database.db, []);
    changed(database.db, ['bounties']);
    expect(told).toEqual([['bounties']]);
  });
});
