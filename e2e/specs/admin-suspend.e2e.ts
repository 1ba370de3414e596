import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLoginViaApi, loginViaApi, registerVerifiedUser } from '../src/api';
import { launchBrowser, snap } from '../src/browser';
import { pageAs } from '../src/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('suspension by an admin', () => {
  it('sends the suspended user to /login with the spec message on their next action', async () => {
    const user = await registerVerifiedUser('suspendme');
    const member = await pageAs(browser, await loginViaApi(user.email, user.password));
    const admin = await pageAs(browser, await adminLoginViaApi('admin@crowns.gg', 'Admin1234!'));
    await admin.page.goto('/admin/userssetting');
    await admin.page.getByLabel('Search users').fill(user.username);
    const row = admin.page.getByRole('row').filter({ hasText: user.username });
    await row.waitFor();
    await row.getByRole('button', { name: 'Suspend', exact: true }).click();
    await admin.page.getByRole('dialog').getByLabel('Reason').fill('Spam links in comments');
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Suspend', exact: true }).click();
    await row.getByText('Suspended').waitFor();
    await snap(admin.page, 'admin-users-suspended');

    // The suspension closes the member's socket and its refused reconnect already sends the page to /login; when the
    // click comes first, the wallet's calls answer 'suspended' and do. Either way the page ends on /login once.
    await member.page
      .getByRole('banner')
      .getByRole('link', { name: /wallet/i })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await expect.poll(() => new URL(member.page.url()).pathname, { timeout: 10_000 }).toBe('/login');
    await member.page
      .getByText('Your account has been suspended. Please contact support for further assistance.')
      .first()
      .waitFor();
    expect(await member.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await snap(member.page, 'suspended-login');

    // The detail drawer shows the suspension with its reason and who made it.
    await row.getByRole('button', { name: user.username }).click();
    const drawer = admin.page.getByRole('dialog', { name: user.username });
    await drawer.getByText(/Suspended .* by crowns_admin: “Spam links in comments”/).waitFor();
    await drawer.getByRole('button', { name: 'Unsuspend' }).waitFor();
    await admin.page.waitForTimeout(300); // the slide-in ends
    await snap(admin.page, 'admin-user-drawer');
    await admin.context.close();
    await member.context.close();
  });
});
