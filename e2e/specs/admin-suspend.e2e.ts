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
    await row.getByRole('button', { name: 'Suspend' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
    await row.getByText('Suspended').waitFor();
    await snap(admin.page, 'admin-users-suspended');

    await member.page
      .getByRole('banner')
      .getByRole('link', { name: /wallet/i })
      .click();
    await member.page.waitForURL(/\/login(\?|$)/);
    await member.page
      .getByText('Your account has been suspended. Please contact support for further assistance.')
      .first()
      .waitFor();
    expect(await member.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await snap(member.page, 'suspended-login');
    await admin.context.close();
    await member.context.close();
  });
});
