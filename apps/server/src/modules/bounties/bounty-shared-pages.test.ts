import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bountyListReply } from '@crowns/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE_ENTRIES } from '../../platform/page-cache/page-cache';
import { expectLedgerSound, type Person, person, post, prepare } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { claim, getBounty, newBounty } from './bounty-test-helpers';

/** The board's lists are shared pages (decision 021): long-lived here, so only a committed change refreshes them. */
let t: TestContext;
let alice: Person;
let bob: Person;
let carol: Person;
let id: number;
beforeAll(async () => {
  t = await createTestApp({}, { PAGE_CACHE_TTL_MS: '60000', SEARCH_CACHE_TTL_MS: '60000' });
  await prepare(t);
  alice = await person(t, 100_000);
  bob = await person(t, 100_000);
  carol = await person(t, 100_000);
  id = await newBounty(t, alice, { title: 'Shared lemon', starting_cc: '500' });
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const board = '/v1/bounty/list?sortBy=amount&sortOrder=desc&page=1&limit=8';
const listed = async (headers: Record<string, string> = {}, queryFilter: object = { status: 'available' }) => {
  const res = await post(t, board, headers, { queryFilter });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json().bounty.data as { id: number; amount_cc: number; title: string; isClaimed: boolean }[];
};
const ours = async (headers: Record<string, string> = {}, queryFilter?: object) =>
  (await listed(headers, queryFilter)).find((b) => b.id === id);

describe('shared board pages', () => {
  it('answer every visitor the same page until a committed change, which shows on the very next call', async () => {
    expect((await ours())?.amount_cc).toBe(500);
    // A change no event tells (straight in the database) is not seen while the page lives: the page is shared.
    await t.deps.database.db.execute(sql`update bounties set title = 'Renamed behind the scenes' where id = ${id}`);
    expect((await ours())?.title).toBe('Shared lemon');
    // Up the Ante commits an event: the next call, of anyone, shows the new amount.
    expect((await post(t, `/v1/bounty/up-the-ante/${id}`, bob.headers, { cc_amount: 250 })).statusCode).toBe(200);
    expect(await ours()).toMatchObject({ amount_cc: 750, title: 'Renamed behind the scenes' });
    expect((await ours(carol.headers))?.amount_cc).toBe(750);
  });

  it('a refused change refreshes nothing; a new bounty appears at once', async () => {
    const before = await listed();
    await t.deps.database.db.execute(sql`update bounties set title = 'Quietly renamed' where id = ${id}`);
    const broke = await post(t, `/v1/bounty/up-the-ante/${id}`, bob.headers, { cc_amount: 10_000_000 });
    expect(broke.statusCode).toBe(400);
    expect(await listed()).toEqual(before);
    const other = await newBounty(t, carol, { title: 'Fresh one', starting_cc: '900' });
    const after = await listed();
    expect(after.map((b) => b.id)).toContain(other);
    expect(after.find((b) => b.id === id)?.title).toBe('Quietly renamed');
  });

  it('shows isClaimed only to the claimer, from the same shared page', async () => {
    await claim(t, id, carol);
    // The claim moved the bounty out of the available list; the claimed tab shows it to everyone.
    const claimed = { status: 'claimed' };
    expect((await ours({}, claimed))?.isClaimed).toBe(false);
    expect((await ours(carol.headers, claimed))?.isClaimed).toBe(true);
    expect((await ours(bob.headers, claimed))?.isClaimed).toBe(false);
    expect((await ours({}, claimed))?.isClaimed).toBe(false);
  });

  it("never shares a viewer's own lists (private, mine)", async () => {
    const mine = async (who: Person) => (await listed(who.headers, { mine: 'true' })).map((b) => b.id);
    expect(await mine(carol)).toContain(id);
    expect(await mine(bob)).not.toContain(id);
    expect(await mine(alice)).toContain(id);
    expect(await listed({}, { mine: true })).toEqual([]);
  });

  it('shares searches in their own cache: a committed change refreshes them, a flood of terms keeps board pages', async () => {
    const banana = { status: 'claimed', search: 'Banana' };
    expect(await listed({}, banana)).toEqual([]);
    await t.deps.database.db.execute(sql`update bounties set title = 'Banana split' where id = ${id}`);
    expect(await listed({}, banana)).toEqual([]); // shared: a change no event tells waits for the page's end
    await newBounty(t, bob, { title: 'Unrelated', starting_cc: '900' });
    expect((await listed({}, banana)).map((b) => b.id)).toEqual([id]);

    const boardPage = await listed();
    await t.deps.database.db.execute(sql`update bounties set title = 'Not on the cached page yet' where id = ${id}`);
    for (let i = 0; i < PAGE_CACHE_ENTRIES + 20; i++) await listed({}, { status: 'available', search: `term ${i}` });
    expect(await listed()).toEqual(boardPage);
    expect(t.app.pageCaches.searches.stats().entries).toBe(PAGE_CACHE_ENTRIES);
  });

  it('refuses bad input with the validation answer, also when a valid page of that route is cached', async () => {
    await listed();
    const res = await post(t, '/v1/bounty/list?sortBy=amount', {}, { queryFilter: { status: 'x'.repeat(50) } });
    expect(res.statusCode).toBe(400);
  });

  it('caches the bytes its response schema makes: a hit answers exactly what a fresh load does', async () => {
    const queryFilter = { status: 'available', category: 'all' };
    const fresh = await post(t, board, {}, { queryFilter });
    const hit = await post(t, board, {}, { queryFilter });
    expect(hit.body).toBe(fresh.body);
    expect(hit.json().bounty.data.length).toBeGreaterThan(0);
    // The cached bytes are the schema's serialization (its fields, its order), as an uncached route's answer is.
    expect(hit.body).toBe(JSON.stringify(bountyListReply.parse(hit.json())));
  });

  it('sends the compressed bytes a browser accepts, the same page as the raw answer', async () => {
    const raw = await post(t, board, {}, { queryFilter: { status: 'available' } });
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await post(t, board, { 'accept-encoding': accept }, { queryFilter: { status: 'available' } });
      expect([res.statusCode, res.headers['content-encoding'], res.headers.vary]).toEqual([
        200,
        encoding,
        'accept-encoding',
      ]);
      expect(decode(res.rawPayload).toString()).toBe(raw.body);
    }
    const identity = await post(t, board, { 'accept-encoding': 'identity' }, { queryFilter: { status: 'available' } });
    expect([identity.headers['content-encoding'], identity.body]).toEqual([undefined, raw.body]);
    // A signed-in viewer's own variant is made per request: sent as it is.
    const own = await post(
      t,
      board,
      { ...carol.headers, 'accept-encoding': 'br' },
      { queryFilter: { status: 'claimed' } },
    );
    expect([own.headers['content-encoding'], own.json().bounty.data.length > 0]).toEqual([undefined, true]);
  });
});

describe("a bounty's shared page (GET /bounty/{id}, decision 034)", () => {
  it('answers every visitor the same page until a committed change, which shows on the very next call', async () => {
    const solo = await newBounty(t, alice, { title: 'Solo lemon', starting_cc: '600' });
    const pages = t.app.pageCaches.pages.stats().entries;
    expect(await getBounty(t, solo)).toMatchObject({ title: 'Solo lemon', amount_cc: 600, isClaimed: false });
    // Kept among the items, not the board's pages.
    expect(t.app.pageCaches.items.peek(`/v1/bounty/${solo}\nnull`)).toBeDefined();
    expect(t.app.pageCaches.pages.stats().entries).toBe(pages);
    await t.deps.database.db.execute(sql`update bounties set title = 'Renamed behind the scenes' where id = ${solo}`);
    expect((await getBounty(t, solo, carol.headers)).title).toBe('Solo lemon');
    expect((await post(t, `/v1/bounty/up-the-ante/${solo}`, bob.headers, { cc_amount: 200 })).statusCode).toBe(200);
    expect(await getBounty(t, solo)).toMatchObject({ title: 'Renamed behind the scenes', amount_cc: 800 });
  });

  it('shows isClaimed only to the claimer, from the same shared page', async () => {
    const solo = await newBounty(t, alice, { title: 'Claim me', starting_cc: '600' });
    expect((await getBounty(t, solo)).isClaimed).toBe(false);
    await claim(t, solo, carol);
    expect((await getBounty(t, solo, carol.headers)).isClaimed).toBe(true);
    expect((await getBounty(t, solo, bob.headers)).isClaimed).toBe(false);
    expect(await getBounty(t, solo)).toMatchObject({ isClaimed: false, status: 'claimed' });
  });

  it('answers an unknown bounty 404 and keeps no page of it; a bad id is refused', async () => {
    const items = t.app.pageCaches.items.stats().entries;
    const unknown = await t.app.inject({ url: '/v1/bounty/987654' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Bounty not found.']);
    expect(t.app.pageCaches.items.stats().entries).toBe(items);
    expect((await t.app.inject({ url: '/v1/bounty/lemon' })).statusCode).toBe(400);
  });

  it('sends a page that fits in one packet as it is, whatever the browser accepts', async () => {
    const solo = await newBounty(t, bob, { title: 'Small page', starting_cc: '600' });
    const raw = await t.app.inject({ url: `/v1/bounty/${solo}` });
    expect(raw.body.length).toBeLessThan(1400);
    const res = await t.app.inject({ url: `/v1/bounty/${solo}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([res.headers['content-encoding'], res.body]).toEqual([undefined, raw.body]);
  });
});
