import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginViaApi, registerVerifiedUser, signInContext } from '../src/api';
import { launchBrowser, newPage, snap } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const chip = (page: Page) => page.getByRole('banner').getByRole('link', { name: /wallet/i });

/** From /wallet: Buy Crowns → custom amount → Continue → the sandbox checkout page with a card. */
async function payWithCard(page: Page, crowns: string, card: string) {
  await page.getByRole('button', { name: 'Buy Crowns' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/\$1 USD = 100 Crowns/).waitFor();
  await dialog.getByLabel('Custom amount (crowns)').fill(crowns);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/pay/sandbox/**');
  await page.getByLabel('Name on card').fill('Test Buyer');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

describe('buying crowns in the browser', () => {
  it('credits crowns with the success card: the chip, the balance and the history show it', async () => {
    const user = await registerVerifiedUser('buyer');
    const { context, page } = await newPage(browser);
    await signInContext(context, { ...(await loginViaApi(user.email, user.password)) });
    await page.goto('/wallet');
    await chip(page).waitFor();
    expect(await chip(page).textContent()).toContain('$0.00');

    await payWithCard(page, '1000', '4242 4242 4242 4242');
    await page.waitForURL('**/wallet**');
    await page
      .getByText(/1,000 crowns/i)
      .first()
      .waitFor();
    await expect.poll(() => chip(page).textContent()).toContain('$10.00');
    const history = page.getByRole('list', { name: 'Transactions' });
    await history.waitFor();
    expect(await history.locator('li[data-kind="purchase"]').count()).toBe(1);
    expect(await history.textContent()).toContain('+1,000');
    await snap(page, 'wallet-after-purchase');
    await context.close();
  });

  it('shows the decline message for the declined card and changes nothing', async () => {
    const user = await registerVerifiedUser('declined');
    const { context, page } = await newPage(browser);
    await signInContext(context, await loginViaApi(user.email, user.password));
    await page.goto('/wallet');
    await chip(page).waitFor();

    await payWithCard(page, '1000', '4000 0000 0000 0002');
    await page.getByText('Your card was declined.').first().waitFor();
    await snap(page, 'checkout-declined');
    await page.goto('/wallet');
    await chip(page).waitFor();
    expect(await chip(page).textContent()).toContain('$0.00');
    expect(await page.locator('li[data-kind="purchase"]').count()).toBe(0);
    await context.close();
  });
});
