import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLoginViaApi, advanceClock, loginViaApi, registerVerifiedUser } from '../src/api';
import {
  buyCrowns,
  coverPng,
  createBountyViaApi,
  createdBounties,
  getBountyViaApi,
  walletBalance,
} from '../src/bounty-api';
import { launchBrowser, snap } from '../src/browser';
import { pageAs, userWithCrowns } from '../src/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const chip = (page: Page) => page.getByRole('banner').getByRole('link', { name: /wallet/i });

describe('a bounty from creation to payout', () => {
  it('A creates a bounty with a cropped image, B claims and submits a link, an admin approves, B is paid minus the fee', async () => {
    const a = await userWithCrowns('creator', 2000);
    const b = await userWithCrowns('hunter', 0);

    // A: the create form with a 4:3 image that must be cropped to 16:9.
    const creator = await pageAs(browser, a);
    await creator.page.goto('/bounty/createbounty');
    await creator.page.getByLabel('Bounty image').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: coverPng(800, 600),
    });
    const crop = creator.page.getByRole('dialog');
    await crop.getByRole('button', { name: 'Apply crop' }).click();
    await creator.page.getByRole('button', { name: /Change image/ }).waitFor();
    await creator.page.getByLabel(/Bounty name/).fill('Juggle five balls');
    await creator.page.getByLabel('Requirement 1', { exact: true }).fill('Keep it going for 10 seconds');
    await creator.page.getByRole('button', { name: 'Gaming' }).click();
    await creator.page.getByRole('button', { name: '6h' }).click();
    await creator.page.getByRole('button', { name: '$10' }).click();
    await creator.page.getByRole('button', { name: /Preview Bounty/ }).click();
    await creator.page.getByRole('button', { name: 'Publish Bounty' }).click();
    await creator.page.getByRole('dialog', { name: 'Bounty Created' }).waitFor();
    await snap(creator.page, 'bounty-created');
    await creator.page.keyboard.press('Escape');
    await creator.page.waitForURL('**/bounty');
    await expect.poll(() => chip(creator.page).textContent()).toContain('$10.00');
    const [created] = await createdBounties(a);
    expect(created?.title).toBe('Juggle five balls');
    const id = created!.id;

    // B: the share link opens Bounty Info; claim, then submit a video link.
    const hunter = await pageAs(browser, b);
    await hunter.page.goto(`/?bountyId=${id}`);
    const info = hunter.page.getByRole('dialog', { name: 'Bounty Info' });
    await info.getByRole('heading', { name: 'Juggle five balls' }).waitFor();
    await info.getByRole('button', { name: 'Claim Bounty' }).click();
    await hunter.page.getByText('Claimed Successfully').first().waitFor();
    const accepted = hunter.page.getByRole('dialog', { name: 'Bounty Accepted!' });
    await accepted.getByRole('button', { name: 'Submit Video' }).click();
    const form = hunter.page.getByRole('dialog', { name: 'Enter video response' });
    await form.getByRole('radio', { name: 'YouTube' }).check();
    await form.getByRole('textbox', { name: 'Video link' }).fill('https://www.youtube.com/watch?v=jNQXAC9IVRw');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Submit Response' }).click();
    await hunter.page.getByText('Bounty Submitted.').first().waitFor();
    await hunter.page.getByRole('dialog', { name: 'Submission Successful' }).waitFor();
    await snap(hunter.page, 'bounty-submitted');

    // The admin approves it in the review queue.
    const admin = await pageAs(browser, await adminLoginViaApi('admin@crowns.gg', 'Admin1234!'));
    await admin.page.goto('/admin/bounty/bountylist');
    const item = admin.page.getByRole('article').filter({ hasText: 'Juggle five balls' });
    await item.getByRole('button', { name: 'Approve' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Approve submission?' })
      .getByRole('button', { name: 'Approve and pay' })
      .click();
    await admin.page.getByText('Verification Successful').first().waitFor();
    await snap(admin.page, 'bounty-approved');

    // 1,000 crowns in escrow, 10% fee: B receives 900 crowns = $9.00.
    expect(await walletBalance(b)).toBe(900);
    await hunter.page.goto('/wallet');
    await expect.poll(() => chip(hunter.page).textContent()).toContain('$9.00');
    for (const c of [creator, hunter, admin]) await c.context.close();
  });

  it('the creator deletes an untouched bounty and gets it back minus the 5% deletion fee', async () => {
    const a = await userWithCrowns('deleter', 1000);
    const id = await createBountyViaApi(a, { title: 'Whistle a tune', crowns: 1000 });
    expect(await walletBalance(a)).toBe(0);

    const creator = await pageAs(browser, a);
    await creator.page.goto(`/?bountyId=${id}`);
    const info = creator.page.getByRole('dialog', { name: 'Created Bounty Info' });
    await info.getByRole('button', { name: 'Delete' }).click();
    const confirm = creator.page.getByRole('dialog', { name: 'Cancel Bounty' });
    await confirm.getByText('Deletion fee (5%)').waitFor();
    await confirm.getByRole('button', { name: 'Cancel Bounty' }).click();
    await creator.page.getByText('Canceled').first().waitFor();
    await snap(creator.page, 'bounty-deleted');

    expect(await walletBalance(a)).toBe(950);
    expect((await getBountyViaApi(a, id)).status).toBe('cancelled');
    await creator.context.close();
  });

  // Last in this file: it moves the server's clock for the rest of the run.
  it('an unclaimed bounty expires when its time is up (moved clock) and the creator is refunded in full', async () => {
    const user = await registerVerifiedUser('expirer');
    let a = await loginViaApi(user.email, user.password);
    await buyCrowns(a, 1000);
    const id = await createBountyViaApi(a, { title: 'Nobody takes this', crowns: 1000, hours: 1 });
    expect(await walletBalance(a)).toBe(0);

    const { swept } = await advanceClock(61 * 60_000);
    expect(swept.unclaimed).toBeGreaterThanOrEqual(1);
    // The move outlived the access token: sign in again at the server's new time.
    a = await loginViaApi(user.email, user.password);
    expect(await walletBalance(a)).toBe(1000);

    const creator = await pageAs(browser, a);
    await creator.page.goto(`/?bountyId=${id}`);
    const ended = creator.page.getByRole('dialog', { name: 'Ended Bounty Info' });
    await ended.getByText('Your bounty was not claimed within the required time.').waitFor();
    await snap(creator.page, 'bounty-expired');
    await creator.page.keyboard.press('Escape');
    await expect.poll(() => chip(creator.page).textContent()).toContain('$10.00');
    await creator.context.close();
  });
});
