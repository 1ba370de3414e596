import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimAndSubmit, jsonCall } from '../src/admin-api';
import { adminLoginViaApi } from '../src/api';
import { createBountyViaApi, walletBalance } from '../src/bounty-api';
import { launchBrowser, snap } from '../src/browser';
import { pageAs, userWithCrowns } from '../src/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('admin settings', () => {
  it('an admin changes the payout fee in settings and the next approval pays with the new fee', async () => {
    const adminTokens = await adminLoginViaApi('admin@crowns.gg', 'Admin1234!');
    const admin = await pageAs(browser, adminTokens);
    try {
      await admin.page.goto('/admin/settings');
      const row = admin.page.getByRole('group', { name: /^Payout fee/ });
      await row.getByRole('spinbutton').fill('20');
      await row.getByRole('button', { name: 'Save Payout fee' }).click();
      const confirm = admin.page.getByRole('dialog', { name: 'Change Payout fee?' });
      await confirm.getByText('20%').waitFor();
      await snap(admin.page, 'admin-settings-confirm');
      await confirm.getByRole('button', { name: 'Change it' }).click();
      await admin.page.getByText('Payout fee saved.').first().waitFor();
      await row.getByText('Previous: 10%').waitFor();

      // A bounty of 1,000 crowns claimed and submitted through the API, approved in the review queue.
      const creator = await userWithCrowns('fee_creator', 1000);
      const hunter = await userWithCrowns('fee_hunter', 0);
      const id = await createBountyViaApi(creator, { title: 'Fee check bounty', crowns: 1000 });
      await claimAndSubmit(hunter, id);
      await admin.page.goto('/admin/bounty/bountylist');
      const item = admin.page.getByRole('article').filter({ hasText: 'Fee check bounty' });
      await item.getByRole('button', { name: 'Approve' }).click();
      await admin.page
        .getByRole('dialog', { name: 'Approve submission?' })
        .getByRole('button', { name: 'Approve and pay' })
        .click();
      await admin.page.getByText('Verification Successful').first().waitFor();
      // 20% of 1,000 crowns is the fee now: the winner receives 800.
      expect(await walletBalance(hunter)).toBe(800);
    } finally {
      await jsonCall(adminTokens, 'PUT', '/admin/settings/transaction_fee_percent', { value: 10 });
      await admin.context.close();
    }
  });

  it('a read-only admin sees every setting with its controls disabled, and the server refuses a change', async () => {
    const tokens = await adminLoginViaApi('readonly@crowns.gg', 'Readonly1234!');
    const ro = await pageAs(browser, tokens);
    await ro.page.goto('/admin/settings');
    await ro.page.getByText('Read-only access: you can view settings but not change them.').waitFor();
    const purchases = ro.page.getByRole('switch', { name: 'Purchases open' });
    await expect.poll(() => purchases.getAttribute('aria-disabled')).toBe('true');
    await purchases.click({ force: true });
    expect(await purchases.getAttribute('aria-checked')).toBe('true');
    expect(
      await ro.page
        .getByRole('group', { name: /^Payout fee/ })
        .getByRole('spinbutton')
        .isDisabled(),
    ).toBe(true);
    await snap(ro.page, 'admin-settings-read-only');
    await expect(jsonCall(tokens, 'PUT', '/admin/settings/purchase_flag', { value: false })).rejects.toThrow('403');
    await ro.context.close();
  });
});
