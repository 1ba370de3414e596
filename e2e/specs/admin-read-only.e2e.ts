import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimAndSubmit } from '../src/admin-api';
import { adminLoginViaApi } from '../src/api';
import { createBountyViaApi } from '../src/bounty-api';
import { launchBrowser, snap } from '../src/browser';
import { pageAs, userWithCrowns } from '../src/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Names of buttons that change something; navigation, filters, paging and exports are not among them. */
const WRITE =
  /^(save|approve|fail|reject|hold|dismiss|hide|suspend|unsuspend|reactivate|delete|edit|create|new|add|feature|schedule|clear|revoke|end|resend|change|deactivate|activate|refund|pay|mark|reset|remove|ban|restore|set|update|publish|go live|stop)\b/i;

/** Disabled natively (itself or by a disabled fieldset) or with aria-disabled (GuardedButton: focusable, does nothing). */
const isDisabled = (control: Locator) =>
  control.evaluate((el) => el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true');

/** Every visible write button, switch and settings input on the page is disabled; answers how many were checked. */
async function expectNothingWritable(page: Page, where: string) {
  let checked = 0;
  for (const button of await page.getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    const name = ((await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '').trim();
    if (!WRITE.test(name)) continue;
    expect(await isDisabled(button), `${where}: button "${name}"`).toBe(true);
    checked++;
  }
  for (const control of await page.getByRole('switch').all()) {
    if (!(await control.isVisible())) continue;
    expect(await isDisabled(control), `${where}: switch "${await control.getAttribute('aria-label')}"`).toBe(true);
    checked++;
  }
  return checked;
}

/** Waits until the page's data has arrived: no loading placeholders left in the main area. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => document.querySelectorAll('main [aria-busy="true"], main [class*="skeleton"]').length === 0,
  );
}

/** Checks the page and each of its tabs; answers the write controls checked. */
async function checkEveryTab(page: Page, where: string) {
  await settled(page);
  let checked = await expectNothingWritable(page, where);
  const tabs = page.locator('main').getByRole('tab');
  const count = await tabs.count();
  for (let i = 1; i < count; i++) {
    const tab = tabs.nth(i);
    const label = ((await tab.textContent()) ?? '').trim();
    await tab.click();
    await page.locator('main').getByRole('tab', { name: label, selected: true }).waitFor();
    await settled(page);
    checked += await expectNothingWritable(page, `${where} › ${label}`);
  }
  return checked;
}

describe('a read-only admin', () => {
  it('opens every admin page in the menu and every control that changes something is disabled', async () => {
    const tokens = await adminLoginViaApi('readonly@crowns.gg', 'Readonly1234!');
    const ro = await pageAs(browser, tokens);
    const { page } = ro;
    // Something to decide: a submission waits in the review queue.
    const creator = await userWithCrowns('ro_creator', 1000);
    const hunter = await userWithCrowns('ro_hunter');
    await claimAndSubmit(hunter, await createBountyViaApi(creator, { title: 'Read-only review', crowns: 1000 }));
    try {
      await page.goto('/admin/dashboard');
      const menu = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Settings' }) });
      const links = await menu.getByRole('link').all();
      const targets: { name: string; href: string }[] = [];
      for (const link of links) {
        const href = await link.getAttribute('href');
        if (href?.startsWith('/admin/')) targets.push({ name: ((await link.textContent()) ?? '').trim(), href });
      }
      expect(targets.map((t) => t.href)).toEqual(
        expect.arrayContaining([
          '/admin/dashboard',
          '/admin/userssetting',
          '/admin/featuredchallenge',
          '/admin/bounty/bountylist',
          '/admin/promotion',
          '/admin/payouts',
          '/admin/reports',
          '/admin/logs',
          '/admin/settings',
        ]),
      );

      const checked: Record<string, number> = {};
      for (const target of targets) {
        await menu.getByRole('link', { name: target.name }).click();
        await page.waitForURL((url) => url.pathname === target.href);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        if (target.href === '/admin/bounty/bountylist') {
          await page.getByRole('article').filter({ hasText: 'Read-only review' }).waitFor();
          await page
            .locator('main')
            .getByRole('tab', { name: /^Live streams/ })
            .waitFor();
        }
        if (target.href === '/admin/userssetting') {
          // Skeleton rows come first; wait for a loaded row's Suspend or Unsuspend before counting.
          await page
            .locator('main')
            .getByRole('button', { name: /^(Suspend|Unsuspend)$/ })
            .first()
            .waitFor();
        }
        checked[target.href] = await checkEveryTab(page, target.href);
        if (target.href === '/admin/settings') {
          const inputs = page.locator('main').getByRole('spinbutton');
          expect(await inputs.count()).toBeGreaterThan(5);
          for (const input of await inputs.all()) expect(await input.isDisabled()).toBe(true);
          for (const input of await page.locator('main').getByRole('textbox').all())
            expect(await isDisabled(input)).toBe(true);
        }
        if (target.href === '/admin/promotion') {
          const form = page.getByRole('form', { name: 'Create a promo code' });
          for (const field of await form.locator('input, select').all()) expect(await field.isDisabled()).toBe(true);
          await snap(page, 'admin-read-only-promotion');
        }
        if (target.href === '/admin/userssetting') {
          // The user drawer: suspend, role, sessions and verification controls are disabled too.
          await page.getByLabel('Search users').fill('demo@crowns.gg');
          const row = page.getByRole('row').filter({ hasText: 'demo@crowns.gg' }).first();
          await row.getByRole('button').first().click();
          const drawer = page.getByRole('dialog');
          await drawer.getByText('demo@crowns.gg').first().waitFor();
          await drawer.getByRole('button', { name: 'Change role' }).waitFor();
          await drawer.getByRole('button', { name: /^Suspend/ }).waitFor();
          checked['user drawer'] = await expectNothingWritable(page, 'user drawer');
          const picker = drawer.getByLabel('New role');
          expect(await isDisabled(picker), 'user drawer: role picker').toBe(true);
          await snap(page, 'admin-read-only-user-drawer');
          await drawer.getByRole('tab', { name: /^Sessions/ }).click();
          checked['user drawer'] += await expectNothingWritable(page, 'user drawer sessions');
          await page.keyboard.press('Escape');
          await drawer.waitFor({ state: 'hidden' });
        }
      }
      // Pages with writes for a full admin showed them, disabled (not merely absent).
      expect(checked['/admin/settings']).toBeGreaterThan(5);
      // Approve and Fail in the review queue, New daily bounty, the live-stream switches.
      expect(checked['/admin/bounty/bountylist']).toBeGreaterThan(3);
      expect(checked['user drawer']).toBeGreaterThan(0);
      expect(checked['/admin/userssetting']).toBeGreaterThan(0);
      expect(checked['/admin/promotion']).toBeGreaterThan(0);
      console.log('read-only admin: write controls checked per page', checked);
      await page.goto('/admin/settings');
      await page.getByText('Read-only access: you can view settings but not change them.').waitFor();
      await snap(page, 'admin-read-only-settings');
      // The bounty settings: extension price, open claims per user and review SLA, read-only too.
      const sla = page.getByRole('group', { name: /^Review SLA/ });
      await sla.scrollIntoViewIfNeeded();
      expect(await sla.getByRole('spinbutton').inputValue()).toBe('48');
      expect(
        await page
          .getByRole('group', { name: /^Open claims per user/ })
          .getByRole('spinbutton')
          .isDisabled(),
      ).toBe(true);
      await snap(page, 'admin-read-only-bounty-settings');
    } finally {
      await ro.context.close();
    }
  });
});
