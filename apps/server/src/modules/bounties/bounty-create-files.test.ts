import { readdirSync } from 'node:fs';
import { BOUNTY_MSG as M, MSG } from '@crowns/contracts';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bounties } from '../../db/schema';
import { EXTERNAL_CASH, transfer, wallet } from '../../platform/ledger';
import { balance, expectLedgerSound, fund, type Person, person, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { createBountyRequest } from './bounty-test-helpers';

/**
 * The cover image was written to storage before the database transaction, so a create that failed after it (a
 * concurrent spend, a value the database refused) left the file behind: anyone with $5 could fill the disk.
 */
let t: TestContext;
let creator: Person;
beforeAll(async () => {
  t = await createTestApp();
  await prepare(t);
  creator = await person(t, 600);
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const files = () =>
  readdirSync(t.deps.env.UPLOADS_DIR, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
const bountyRows = async () => (await t.deps.database.db.select({ n: count() }).from(bounties))[0]!.n;

describe('a failed POST /bounty leaves no file', () => {
  it('refused inputs store nothing', async () => {
    const before = [files(), await bountyRows(), await balance(t, creator.id)];
    const cases: [Record<string, string>, string][] = [
      [{ title: '' }, M.titleRequired],
      [{ title: 'x'.repeat(26) }, M.titleTooLong],
      [{ category: JSON.stringify(['Nope']) }, M.unknownCategory],
      [{ starting_cc: '700' }, M.notEnoughAmount],
      [{ starting_cc: '100' }, M.minReward],
      // Before the fix the database refused this title after the file was written (500, file left).
      [{ title: 'Eat\u0000a lemon' }, MSG.nulCharacter],
    ];
    for (const [fields, message] of cases) {
      const res = await createBountyRequest(t, creator.headers, fields);
      expect(res.statusCode, `${message}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect([files(), await bountyRows(), await balance(t, creator.id)]).toEqual(before);
  });

  it('a create that fails inside its transaction (the wallet emptied meanwhile) deletes the file it stored', async () => {
    const storage = t.deps.storage;
    const put = storage.put;
    // Another request of the same user spends the crowns between the balance check and the transaction.
    storage.put = async (key: string, body: Buffer) => {
      await put.call(storage, key, body);
      await transfer(t.deps.database.db, {
        from: wallet(creator.id),
        to: EXTERNAL_CASH,
        amount: 200,
        type: 'adjustment',
      });
    };
    try {
      const before = [files(), await bountyRows()];
      const res = await createBountyRequest(t, creator.headers);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(M.notEnoughAmount);
      expect([files(), await bountyRows()]).toEqual(before);
      expect(await balance(t, creator.id)).toBe(400);
    } finally {
      storage.put = put;
    }
  });

  it('a successful create keeps exactly its own file', async () => {
    await fund(t, creator.id, 1000);
    const before = files();
    const res = await createBountyRequest(t, creator.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(files()).toBe(before + 1);
    const image = await t.app.inject(res.json().data.bounty.image_url);
    expect(image.statusCode).toBe(200);
  });
});
