import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, loginViaApi, registerVerifiedUser } from '../src/api';
import { buyCrowns, coverPng, walletBalance } from '../src/bounty-api';
import { launchBrowser, snap } from '../src/browser';
import { getChallengeViaApi, myCreatedChallenges } from '../src/challenge-api';
import { pageAs } from '../src/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HOUR = 3_600_000;
const chip = (page: Page) => page.getByRole('banner').getByRole('link', { name: /wallet/i });
const upvoteCount = (page: Page, title: string) =>
  page
    .getByRole('button', { name: new RegExp(`(Upvote|Remove upvote from) “${title}”`) })
    .first()
    .getByTestId('upvotes');

describe('a challenge from creation to prize', () => {
  // It moves the server's clock (a day, so votes count, then past the end) for the rest of the run.
  it('A creates a challenge, B responds, C upvotes and A sees it live; at the end B wins the pool minus the fee', async () => {
    const people = await Promise.all(['chcreator', 'chplayer', 'chvoter'].map((p) => registerVerifiedUser(p)));
    // Votes of accounts younger than a day do not count: let the accounts age a day first.
    await advanceClock(25 * HOUR);
    const [a, b, c] = await Promise.all(people.map((p) => loginViaApi(p.email, p.password)));
    await buyCrowns(a!, 1000);

    // A: the create form (cropped cover, category, rule, 3 days, $10), preview, publish → the challenge's page.
    const creator = await pageAs(browser, a!);
    await creator.page.goto('/challenges/create');
    await creator.page.getByLabel('Challenge image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: coverPng(800, 600),
    });
    await creator.page.getByRole('dialog').getByRole('button', { name: 'Apply crop' }).click();
    await creator.page.getByLabel('Title').fill('Longest rally');
    await creator.page.getByRole('button', { name: 'Gaming' }).click();
    await creator.page.getByLabel('Rule 1', { exact: true }).fill('One take, no cuts');
    await creator.page.getByRole('button', { name: '3 days' }).click();
    await creator.page.getByRole('button', { name: '$10', exact: true }).click();
    await creator.page.getByRole('button', { name: 'Preview Challenge' }).click();
    await creator.page.getByRole('button', { name: /Publish/ }).click();
    await creator.page.waitForURL(/\/challenges\/longest-rally\/\d+$/);
    const [created] = await myCreatedChallenges(a!);
    expect(created?.title).toBe('Longest rally');
    const id = created!.id;
    expect(created!.prize_cc).toBe(1000);
    expect(await walletBalance(a!)).toBe(0);
    await snap(creator.page, 'challenge-created');

    // B: Participate with a YouTube link.
    const player = await pageAs(browser, b!);
    await player.page.goto(`/challenges/${id}`);
    await player.page.waitForURL(`**/challenges/longest-rally/${id}`);
    await player.page.getByRole('button', { name: 'Participate' }).click();
    const form = player.page.getByRole('dialog', { name: 'Participate' });
    await form.getByRole('radio', { name: 'YouTube' }).check();
    await form.getByRole('textbox', { name: 'Video link' }).fill('https://www.youtube.com/watch?v=jNQXAC9IVRw');
    await form.getByLabel('Title').fill('Rally of 200');
    await form.getByRole('button', { name: 'Submit Response' }).click();
    await player.page.getByText('Response Submitted.').first().waitFor();

    // A sees the response arrive, then C's upvote, without reloading.
    await expect.poll(() => upvoteCount(creator.page, 'Rally of 200').textContent(), { timeout: 5_000 }).toBe('0');
    const voter = await pageAs(browser, c!);
    await voter.page.goto(`/challenges/longest-rally/${id}`);
    await voter.page.getByRole('button', { name: 'Upvote “Rally of 200”' }).click();
    const voted = Date.now();
    await expect.poll(() => upvoteCount(voter.page, 'Rally of 200').textContent()).toBe('1');
    await expect.poll(() => upvoteCount(creator.page, 'Rally of 200').textContent(), { timeout: 1_000 }).toBe('1');
    expect(Date.now() - voted).toBeLessThan(1_500);
    await snap(creator.page, 'challenge-upvoted-live');

    // The clock passes the end: the sweep pays B the pool minus the 10% fee, and B's page says so.
    await advanceClock(3 * 24 * HOUR + HOUR);
    const b2 = await loginViaApi(people[1]!.email, people[1]!.password);
    expect((await getChallengeViaApi(null, id)).status).toBe('paid');
    expect(await walletBalance(b2)).toBe(900);
    const won = player.page.getByRole('dialog', { name: 'You Have Won!' });
    await won.waitFor({ timeout: 15_000 });
    await snap(player.page, 'challenge-won');
    await won.getByRole('button').first().click();
    await player.page.goto('/wallet');
    await expect.poll(() => chip(player.page).textContent()).toContain('$9.00');
    for (const p of [creator, player, voter]) await p.context.close();
  });
});
