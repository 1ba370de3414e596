import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonCall } from '../src/admin-api';
import { adminLoginViaApi } from '../src/api';
import { createBountyViaApi } from '../src/bounty-api';
import { launchBrowser, snap } from '../src/browser';
import { addBankViaApi, person, verifyIdentityViaApi, winBounty, withdrawViaApi } from '../src/payout-api';
import { pageAs, userWithCrowns } from '../src/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Disabled natively or with aria-disabled (GuardedButton: focusable, does nothing). */
const isDisabled = (control: Locator) =>
  control.evaluate((el) => el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true');

describe('a read-only admin on the reports and withdrawals queues', () => {
  it('opens a report and a withdrawal waiting for a decision; every decision is shown disabled', async () => {
    // An open report on a bounty, and a withdrawal large enough to wait for review.
    const creator = await userWithCrowns('roq_creator', 1000);
    const reporter = await userWithCrowns('roq_reporter');
    const bountyId = await createBountyViaApi(creator, { title: 'Reported to read-only', crowns: 1000 });
    const details = `Misleading bounty ${Date.now()}`;
    await jsonCall(reporter, 'POST', '/report', {
      category: 'Misleading bounty',
      details,
      model_name: 'bounty',
      model_id: bountyId,
    });
    const payee = await person('roq_payee');
    await winBounty(payee, 60_000);
    await verifyIdentityViaApi(payee.tokens, 'Pat Passing');
    const withdrawal = await withdrawViaApi(payee.tokens, 54_000, await addBankViaApi(payee.tokens));
    expect(withdrawal.data.status).toBe('review');

    const ro = await pageAs(browser, await adminLoginViaApi('readonly@crowns.gg', 'Readonly1234!'));
    const { page } = ro;
    try {
      await page.goto('/admin/reports');
      const report = page.getByRole('row').filter({ hasText: details }).first();
      await report.getByRole('button', { name: /^Report #\d+ details$/ }).click();
      const reportDialog = page.getByRole('dialog');
      for (const name of ['Dismiss', 'Fail bounty']) {
        const button = reportDialog.getByRole('button', { name, exact: true });
        await button.waitFor();
        expect(await isDisabled(button), `report: ${name}`).toBe(true);
      }
      await reportDialog.getByRole('button', { name: 'Dismiss', exact: true }).click({ force: true });
      expect(await page.getByRole('dialog', { name: 'Dismiss this report?' }).count()).toBe(0);
      await snap(page, 'admin-read-only-report');
      await page.keyboard.press('Escape');

      await page.goto('/admin/payouts');
      const id = withdrawal.data.id;
      const row = page.getByRole('row').filter({ hasText: payee.username });
      await row.getByRole('button', { name: `Withdrawal #${id} details` }).click();
      const detail = page.getByRole('dialog', { name: `Withdrawal #${id}` });
      await detail.getByRole('list', { name: 'Trail' }).waitFor();
      for (const name of ['Approve', 'Hold', 'Reject']) {
        const button = detail.getByRole('button', { name, exact: true });
        await button.waitFor();
        expect(await isDisabled(button), `withdrawal: ${name}`).toBe(true);
      }
      await snap(page, 'admin-read-only-withdrawal');
    } finally {
      await ro.context.close();
    }
  });
});
