import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBountyViaApi } from '../src/bounty-api';
import { launchBrowser, snap } from '../src/browser';
import { pageAs, userWithCrowns } from '../src/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The socket is up once the page has joined its rooms; the bell is rendered for signed-in users. */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

describe('live updates between two browsers', () => {
  it('A ups the ante on the bounty B is looking at: B sees the new reward within a second, without reloading', async () => {
    const creator = await userWithCrowns('maker', 1000);
    const a = await userWithCrowns('upper', 1000);
    const b = await userWithCrowns('watcher');
    const id = await createBountyViaApi(creator, { title: 'Moonwalk for a minute', crowns: 1000 });

    const watcher = await pageAs(browser, b);
    await watcher.page.goto(`/?bountyId=${id}`);
    const info = watcher.page.getByRole('dialog', { name: 'Bounty Info' });
    await info.getByText('$10.00').first().waitFor();
    let reloads = 0;
    watcher.page.on('framenavigated', () => reloads++);

    const upper = await pageAs(browser, a);
    await upper.page.goto(`/?bountyId=${id}`);
    await upper.page.getByRole('dialog', { name: 'Bounty Info' }).getByRole('button', { name: 'Up the Ante' }).click();
    const ante = upper.page.getByRole('dialog', { name: 'Up the Ante' });
    await ante.getByRole('textbox', { name: 'Crowns' }).fill('500');
    await ante.getByRole('button', { name: 'Up the Ante' }).click();
    await upper.page.getByRole('dialog', { name: 'You Upped the Ante!' }).waitFor();
    const committed = Date.now();

    await info.getByText('$15.00').first().waitFor({ timeout: 1_000 });
    expect(Date.now() - committed).toBeLessThan(1_000);
    expect(reloads).toBe(0);
    await snap(watcher.page, 'realtime-ante-seen');
    for (const c of [watcher, upper]) await c.context.close();
  });

  it("B claims A's bounty: A gets the notification toast and the unread dot", async () => {
    const a = await userWithCrowns('owner', 1000);
    const b = await userWithCrowns('claimer');
    const id = await createBountyViaApi(a, { title: 'Balance a spoon', crowns: 1000 });

    const owner = await pageAs(browser, a);
    await owner.page.goto('/bounty');
    await bell(owner.page).waitFor();
    expect(await bell(owner.page).getAttribute('aria-label')).toBe('Notifications');

    const claimer = await pageAs(browser, b);
    await claimer.page.goto(`/?bountyId=${id}`);
    await claimer.page
      .getByRole('dialog', { name: 'Bounty Info' })
      .getByRole('button', { name: 'Claim Bounty' })
      .click();
    await claimer.page.getByRole('dialog', { name: 'Bounty Accepted!' }).waitFor();

    await owner.page.getByText('Bounty claimed').first().waitFor({ timeout: 2_000 });
    await expect.poll(() => bell(owner.page).getAttribute('aria-label')).toBe('Notifications (unread)');
    await snap(owner.page, 'realtime-claim-toast');
    for (const c of [owner, claimer]) await c.context.close();
  });
});
