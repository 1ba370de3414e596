import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLoginViaApi, loginViaApi, registerVerifiedUser, signInContext } from '../src/api';
import { launchBrowser, newPage, snap } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('suspension by an admin', () => {
  it('sends the suspended user to /login with the spec message on their next action', async () => {
    const user = await registerVerifiedUser('suspendme');
    const member = await newPage(browser);
    await signInContext(member.context, await loginViaApi(user.email, user.password));
    await member.page.goto('/');
    await member.page.getByRole('banner').locator(`a[href="/@${user.username}"]`).waitFor();

    const admin = await newPage(browser);
    await signInContext(admin.context, await adminLoginViaApi('admin@crowns.gg', 'Admin1234!'));
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
