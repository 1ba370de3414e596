import { readdirSync } from 'node:fs';
import { COVER_THUMB_WIDTH, coverOfThumbKey, coverThumbUrl, BOUNTY_MSG as M, MSG } from '@crowns/contracts';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bounties } from '../../db/schema';
import { detectImage } from '../../platform/image';
import { EXTERNAL_CASH, transfer, wallet } from '../../platform/ledger';
import { makePng } from '../../test/images';
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
    let spent = false;
    storage.put = async (key: string, body: Buffer) => {
      await put.call(storage, key, body);
      if (spent) return;
      spent = true;
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

  it('a successful create keeps exactly its own files: the cover and its thumbnail', async () => {
    await fund(t, creator.id, 1000);
    const before = files();
    const res = await createBountyRequest(t, creator.headers, {}, makePng(1280, 720));
    expect(res.statusCode, res.body).toBe(201);
    expect(files()).toBe(before + 2);
    const url: string = res.json().data.bounty.image_url;
    const image = await t.app.inject(url);
    expect(image.statusCode).toBe(200);
    const thumb = await t.app.inject(coverThumbUrl(url)!);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(detectImage(thumb.rawPayload)).toMatchObject({ type: 'webp', width: COVER_THUMB_WIDTH, height: 360 });
  });
});

describe('cover thumbnails (decision 027)', () => {
  const key = (url: string) => url.slice('/files/'.length);

  it('makes a missing thumbnail from its cover on first GET and stores it (covers older than thumbnails)', async () => {
    await fund(t, creator.id, 1000);
    const res = await createBountyRequest(t, creator.headers);
    const thumbUrl = coverThumbUrl(res.json().data.bounty.image_url)!;
    await t.deps.storage.delete(key(thumbUrl));
    expect(await t.deps.storage.inspect(key(thumbUrl), 4)).toBeNull();
    const thumb = await t.app.inject(thumbUrl);
    expect(thumb.statusCode).toBe(200);
    expect(detectImage(thumb.rawPayload)?.type).toBe('webp');
    expect((await t.deps.storage.inspect(key(thumbUrl), 4))?.size).toBe(thumb.rawPayload.length);
  });

  it('answers 404 for the thumbnail of a cover that does not exist, and stores nothing', async () => {
    const before = files();
    const res = await t.app.inject('/files/public/thumbs/bounties/nope.png.webp');
    expect(res.statusCode).toBe(404);
    expect(files()).toBe(before);
  });

  it('maps covers to thumbnails and back; GIFs, other hosts and thumbnails have none', () => {
    expect(coverThumbUrl('/files/public/bounties/a1.png')).toBe('/files/public/thumbs/bounties/a1.png.webp');
    expect(coverOfThumbKey('public/thumbs/challenges/b2.jpeg.webp')).toBe('public/challenges/b2.jpeg');
    expect(coverThumbUrl('/files/public/bounties/a1.gif')).toBeNull();
    expect(coverThumbUrl('https://cdn.example/x.png')).toBeNull();
    expect(coverThumbUrl('/files/public/thumbs/bounties/a1.png.webp')).toBeNull();
    expect(coverOfThumbKey('public/thumbs/bounties/a1.gif.webp')).toBeNull();
    expect(coverOfThumbKey('public/bounties/a1.png')).toBeNull();
  });
});
