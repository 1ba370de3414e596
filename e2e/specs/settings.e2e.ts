import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginViaApi, PASSWORD, registerVerifiedUser, signInContext } from '../src/api';
import { coverPng } from '../src/bounty-api';
import { launchBrowser, newPage, snap } from '../src/browser';
import { firstLink, latestMail, uniqueEmail } from '../src/mailbox';
import { pageAs } from '../src/people';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const headerAvatar = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Your profile/ });

describe('settings in the browser', () => {
  it('edits the profile (names, bio, a cropped avatar), sees it in the header and on the profile, changes the password and logs in with it', async () => {
    const user = await registerVerifiedUser('settings');
    const { context, page } = await pageAs(browser, await loginViaApi(user.email, user.password));

    // Profile: display name and bio, saved and shown on the public profile.
    await page.goto('/settings/profile');
    await page.getByLabel('Display name').fill('Nova Prime');
    await page.getByLabel('Bio').fill('Speedruns every Tuesday.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated.').waitFor();
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
    await snap(page, 'settings-profile-1440');

    // Avatar: pick a 4:3 picture, zoom in the crop dialog, apply; the header's avatar becomes the uploaded image.
    expect(await headerAvatar(page).locator('img').count()).toBe(0);
    await page.getByLabel('Choose a new avatar').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: coverPng(800, 600),
    });
    const crop = page.getByRole('dialog', { name: 'Edit avatar' });
    await crop.getByLabel('Zoom').fill('2');
    expect(await crop.getByText('2.00×').count()).toBe(1);
    await snap(page, 'settings-avatar-crop');
    await crop.getByRole('button', { name: 'Apply crop' }).click();
    await page.getByText('Profile image updated.').waitFor();
    const avatar = headerAvatar(page).locator('img');
    await avatar.waitFor();
    const src = await avatar.getAttribute('src');
    expect(src).toMatch(/\/avatars\//);
    // The uploaded file is the square crop, served back.
    const size = await avatar.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(size[0]).toBe(size[1]);

    await headerAvatar(page).click();
    await page.waitForURL(`**/@${user.username}`);
    await page.getByRole('heading', { level: 1, name: 'Nova Prime' }).waitFor();
    await page.getByText('Speedruns every Tuesday.').waitFor();
    expect(await page.locator(`img[src="${src}"]`).count()).toBeGreaterThan(0);

    // Password: current + new twice; then log out and in with the new one.
    const fresh = 'N3w-Passw0rd!';
    await page.goto('/settings/profile?section=account');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Confirm new password').fill(fresh);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed. Other devices have been signed out.').waitFor();
    await snap(page, 'settings-account-1440');

    await page.getByRole('button', { name: 'Logout' }).click();
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog');
    await login.getByLabel('Email').fill(user.email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByText('Invalid email or password.').waitFor();
    await login.getByLabel('Password', { exact: true }).fill(fresh);
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByText('LoggedIn Successfully').waitFor();
    await banner.locator(`a[href="/@${user.username}"]`).waitFor();
    await context.close();
  });

  it('checks a new username live, refuses a taken one and moves the profile link to the new one', async () => {
    const user = await registerVerifiedUser('renamer');
    const { context, page } = await pageAs(browser, await loginViaApi(user.email, user.password));
    await page.goto('/settings/profile');
    const field = page.getByLabel('Username');
    await field.fill('Demo_Viewer');
    await page.getByText('This username is already taken.').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    const fresh = `renamed_${Date.now().toString(36)}`;
    await field.fill(`${fresh}!`);
    expect(await field.inputValue()).toBe(fresh);
    await page.getByText('Username is available.').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated.').waitFor();
    await page.getByRole('banner').locator(`a[href="/@${fresh}"]`).waitFor();
    await page.goto(`/@${fresh}`);
    await page.getByText(`@${fresh}`).first().waitFor();
    await context.close();
  });

  it('changes the email through the link mailed to the new address, opened signed out', async () => {
    const user = await registerVerifiedUser('mover');
    const { context, page } = await pageAs(browser, await loginViaApi(user.email, user.password));
    const next = uniqueEmail('moved');
    await page.goto('/settings/profile?section=account');
    const card = page.getByRole('region', { name: 'Change email' });
    await card.getByLabel('New email').fill(next);
    await card.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await card.getByRole('button', { name: 'Send confirmation link' }).click();
    await card.getByText('Check your inbox').waitFor();
    await card.getByText(`We sent a confirmation link to ${next}. Your email changes when you open it.`).waitFor();
    // Nothing changed yet: the old address still signs in.
    await loginViaApi(user.email, PASSWORD);

    const link = firstLink((await latestMail(next, /confirm your new/i)).text, '/settings/confirm-email');
    const other = await newPage(browser);
    await other.page.goto(link);
    await other.page.getByText('Your email address has been changed.').waitFor();
    await snap(other.page, 'settings-email-confirmed');
    await loginViaApi(next, PASSWORD);
    await expect(loginViaApi(user.email, PASSWORD)).rejects.toThrow(/401|400/);
    await other.context.close();
    await context.close();
  });

  it('lays the sections out on a phone', async () => {
    const user = await registerVerifiedUser('phone');
    const tokens = await loginViaApi(user.email, user.password);
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    await signInContext(context, tokens);
    const firstCard = { profile: 'Avatar and banner', account: 'Change password', notifications: 'Emails by category' };
    for (const [section, heading] of Object.entries(firstCard)) {
      await page.goto(`/settings/profile?section=${section}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await snap(page, `settings-${section}-375`);
    }
    await context.close();
  });
});
