import { describe, expect, it } from 'vitest';
import { createGroupCommit, type ItemOutcome } from './group-commit';

type Item = { key: string; n: number; lock?: string };

/** A group commit over a stand-in writer that records its batches (the database side is challenge-vote-batch's). */
function recording(write?: (items: Item[]) => ItemOutcome<number>[], concurrency = 1) {
  const batches: number[][] = [];
  const submit = createGroupCommit<Item, number>({
    key: (i) => i.key,
    lockKey: (i) => i.lock ?? i.key,
    concurrency,
    max: 3,
    write: async (items) => {
      batches.push(items.map((i) => i.n));
      await new Promise((resolve) => setTimeout(resolve, 5));
      return write ? write(items) : items.map((i) => ({ ok: true, value: i.n * 10 }));
    },
  });
  return { batches, submit };
}

describe('createGroupCommit', () => {
  it('writes the items of one turn together, at most `max` a batch, each caller getting its own answer', async () => {
    const { batches, submit } = recording();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => submit({ key: `k${n}`, n })));
    expect(answers).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('a lone item is a batch of one; items arriving while a batch is written wait for the next', async () => {
    const { batches, submit } = recording();
    const first = submit({ key: 'a', n: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    const later = [submit({ key: 'b', n: 2 }), submit({ key: 'c', n: 3 })];
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('the same key twice goes in two batches, in order', async () => {
    const { batches, submit } = recording();
    await Promise.all([submit({ key: 'a', n: 1 }), submit({ key: 'a', n: 2 }), submit({ key: 'b', n: 3 })]);
    expect(batches).toEqual([[1, 3], [2]]);
  });

  it('two batches at a time, never two holding the same lock key', async () => {
    const { batches, submit } = recording(undefined, 2);
    const first = submit({ key: 'a', n: 1, lock: 'x' });
    await new Promise((resolve) => setImmediate(resolve));
    // Batch 1 is being written and holds x: the next batch takes the items on other locks, x waits for the third.
    const rest = [
      submit({ key: 'b', n: 2, lock: 'x' }),
      submit({ key: 'c', n: 3, lock: 'y' }),
      submit({ key: 'd', n: 4, lock: 'x' }),
    ];
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([[1], [3], [2, 4]]);
  });

  it("one item's refusal fails only that item", async () => {
    const { submit } = recording((items) =>
      items.map((i) => (i.n === 2 ? { ok: false, error: new Error('refused') } : { ok: true, value: i.n })),
    );
    const settled = await Promise.allSettled([1, 2, 3].map((n) => submit({ key: `k${n}`, n })));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('a batch that fails as a whole is written item by item: the others succeed, the failing one gets its error', async () => {
    const { batches, submit } = recording((items) => {
      if (items.some((i) => i.n === 2)) throw new Error('batch failed');
      return items.map((i) => ({ ok: true, value: i.n }));
    });
    const settled = await Promise.allSettled([1, 2, 3].map((n) => submit({ key: `k${n}`, n })));
    expect(settled).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('batch failed') },
      { status: 'fulfilled', value: 3 },
    ]);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
