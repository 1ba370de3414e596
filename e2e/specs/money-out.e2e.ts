import { PAYOUT_MSG } from '@crowns/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, signInContext } from '../src/api';
import { launchBrowser, newPage, snap } from '../src/browser';
import { latestMail } from '../src/mailbox';
import {
  addBankViaApi,
  adminTokens,
  type Person,
  person,
  refreshSession,
  verifyIdentityViaApi,
  winBounty,
  withdrawViaApi,
} from '../src/payout-api';
import { pageAs } from '../src/people';

let browser: Browser;
const DAY = 86_400_000;
/** Past the sandbox's payout delay (SANDBOX_PAYOUT_DELAY_SECONDS, 120 by default); the clock route then sweeps. */
const PAST_PAYOUT_DELAY = 10 * 60_000;

let passing: Person;
let failing: Person;
let gifted: Person;
let reviewed: Person;

beforeAll(async () => {
  browser = await launchBrowser();
  const people = await Promise.all(['passer', 'failer', 'gifter', 'reviewee'].map((p) => person(p)));
  // Winnings after the 10% bounty fee: $27 each, and $540 for the one whose withdrawal waits for a review.
  await Promise.all(people.map((p, i) => winBounty(p, i === 3 ? 60_000 : 3_000)));
  // Withdrawals of accounts younger than 7 days wait for a review (decision 018): let the accounts age first.
  await advanceClock(8 * DAY);
  [passing, failing, gifted, reviewed] = (await Promise.all(people.map(refreshSession))) as [
    Person,
    Person,
    Person,
    Person,
  ];
});
afterAll(() => browser?.close());

const history = (page: Page) => page.getByRole('list', { name: 'Transactions' });
const withdrawalRow = (page: Page) => history(page).locator('li[data-kind="withdrawal"]').first();

/** Picks a destination: its radio is visually hidden inside the label the user clicks. */
const choose = (dialog: Locator, name: string | RegExp) =>
  dialog.locator('label', { has: dialog.page().getByRole('radio', { name }) }).click();

async function openWithdraw(page: Page) {
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Withdraw' }).first().click();
  return page.getByRole('dialog', { name: 'Withdraw' });
}

describe('money out in the browser', () => {
  it('a winner verifies with the passing identity, adds the test bank, withdraws, sees Pending, then Paid and the mail', async () => {
    const { context, page } = await pageAs(browser, passing.tokens);
    let dialog = await openWithdraw(page);
    await dialog.getByLabel('Crowns to withdraw').fill('2500');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // Where to: a new bank account on the provider's hosted page (test numbers).
    await dialog.getByRole('button', { name: 'Add bank account' }).click();
    await page.waitForURL('**/payouts/sandbox/method/**');
    await page.getByLabel('Account holder').fill('Pat Passing');
    await page.getByLabel('Routing number').fill('110000000');
    await page.getByLabel('Account number').fill('000123456789');
    await page.getByRole('button', { name: 'Add bank account' }).click();
    await page.waitForURL('**/wallet**');
    // Back on the wallet the dialog reopens with the new account chosen.
    dialog = page.getByRole('dialog', { name: 'Withdraw' });
    await expect.poll(() => dialog.getByRole('radio', { name: /Sandbox Bank checking ••6789/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // First withdrawal: verify identity on the hosted page, as the passing test person.
    await dialog.getByText(PAYOUT_MSG.kycRequired).waitFor();
    await dialog.getByRole('button', { name: 'Verify identity' }).click();
    await page.waitForURL('**/payouts/sandbox/identity/**');
    await page.getByRole('button', { name: 'Continue as Pat Passing' }).click();
    await page.waitForURL('**/wallet**');
    dialog = page.getByRole('dialog', { name: 'Withdraw' });
    await dialog.getByText(PAYOUT_MSG.kycPassed).waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await dialog.getByLabel('Withdrawal summary').getByText('Sandbox Bank checking ••6789').waitFor();
    await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await dialog.getByText(PAYOUT_MSG.withdrawalRequested).waitFor();
    await dialog.getByText('Pending', { exact: true }).waitFor();
    await snap(page, 'withdrawal-pending');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await withdrawalRow(page).getByText('Pending').waitFor();

    // The sandbox settles after its delay: the history says Paid (live) and the paid mail arrives.
    await advanceClock(PAST_PAYOUT_DELAY);
    await withdrawalRow(page).getByText('Paid').waitFor();
    const mail = await latestMail(passing.email, /paid/i);
    expect(mail.text).toContain('$24.50');
    await snap(page, 'withdrawal-paid');
    await context.close();
  });

  it('the failing identity is refused with the clear message and no withdrawal can be made', async () => {
    await addBankViaApi(failing.tokens);
    const { context, page } = await pageAs(browser, failing.tokens);
    const dialog = await openWithdraw(page);
    await dialog.getByLabel('Crowns to withdraw').fill('2500');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await choose(dialog, /Sandbox Bank checking ••6789/);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(PAYOUT_MSG.kycRequired).waitFor();
    await dialog.getByRole('button', { name: 'Verify identity' }).click();
    await page.waitForURL('**/payouts/sandbox/identity/**');
    await page.getByRole('button', { name: 'Continue as Fran Failing' }).click();
    await page.waitForURL('**/wallet**');
    const back = page.getByRole('dialog', { name: 'Withdraw' });
    await back.getByText(PAYOUT_MSG.kycFailed).waitFor();
    expect(await back.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    expect(await back.getByRole('button', { name: 'Verify identity' }).count()).toBe(0);
    await snap(page, 'withdrawal-kyc-failed');

    // The server refuses too, whatever the browser does.
    await expect(withdrawViaApi(failing.tokens, 2500)).rejects.toThrow(PAYOUT_MSG.kycFailed);
    await context.close();
  });

  it('a verified winner redeems a gift card: its code arrives by mail and the history shows it Paid', async () => {
    await verifyIdentityViaApi(gifted.tokens, 'Pat Passing');
    const { context, page } = await pageAs(browser, gifted.tokens);
    const dialog = await openWithdraw(page);
    await dialog.getByLabel('Crowns to withdraw').fill('2500');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await choose(dialog, 'Amazon $25 (2,500 crowns)');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Withdrawal summary').waitFor();
    await dialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await dialog.getByText('Withdrawal status').waitFor();

    const mail = await latestMail(gifted.email, /gift card/i);
    expect(mail.text).toMatch(/SBX-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    await dialog.getByText('Paid', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await withdrawalRow(page).getByText('Paid').waitFor();
    await snap(page, 'gift-card-paid');
    await context.close();
  });

  it('an admin approves a withdrawal waiting for review in /admin/payouts; the user sees Pending, then Paid', async () => {
    await verifyIdentityViaApi(reviewed.tokens, 'Pat Passing');
    const methodId = await addBankViaApi(reviewed.tokens);
    const requested = await withdrawViaApi(reviewed.tokens, 54_000, methodId);
    expect(requested.data.status).toBe('review');

    const user = await pageAs(browser, reviewed.tokens);
    await user.page.goto('/wallet');
    await withdrawalRow(user.page).getByText('Pending').waitFor();

    const { context, page } = await newPage(browser);
    await signInContext(context, await adminTokens());
    await page.goto('/admin/payouts');
    const row = page.getByRole('row').filter({ hasText: reviewed.username });
    await row.getByText('Review', { exact: true }).waitFor();
    await snap(page, 'admin-payouts-queue');
    await row.getByRole('button', { name: `Withdrawal #${requested.data.id} details` }).click();
    const detail = page.getByRole('dialog', { name: `Withdrawal #${requested.data.id}` });
    await detail.getByRole('list', { name: 'Trail' }).waitFor();
    await detail.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('dialog', { name: `Approve withdrawal #${requested.data.id}?` })
      .getByRole('button', { name: 'Approve and send' })
      .click();
    await page.getByText(PAYOUT_MSG.approved).first().waitFor();
    await detail.getByText('Processing').first().waitFor();
    await snap(page, 'admin-payout-approved');

    await advanceClock(PAST_PAYOUT_DELAY);
    await withdrawalRow(user.page).getByText('Paid').waitFor();
    await latestMail(reviewed.email, /paid/i);
    await user.context.close();
    await context.close();
  });
});
