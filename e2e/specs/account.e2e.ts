import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerVerifiedUser } from '../src/api';
import { launchBrowser, newPage, snap } from '../src/browser';
import { firstLink, latestMail, sixDigitCode, uniqueEmail } from '../src/mailbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('accounts in the browser', () => {
  it('signs up in two steps, the mailed link signs in and leads back to the page, logs out and in again', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('signup');
    const username = `new_${Date.now().toString(36)}`;
    await page.goto('/how-it-works');
    await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Username').pressSequentially(`${username}!@`);
    expect(await dialog.getByLabel('Username').inputValue()).toBe(username);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const year = new Date().getFullYear() - 17;
    await dialog.getByLabel('Month').selectOption({ index: 1 });
    await dialog.getByLabel('Day').selectOption('1');
    await dialog.getByLabel('Year').selectOption(String(year));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => dialog.getByText('You must be at least 18 years old to create an account.').isVisible())
      .toBe(true);
    await snap(page, 'signup-under-18');

    await dialog.getByLabel('Year').selectOption('1994');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Link sent to the email address you registered with.').waitFor();
    await snap(page, 'signup-verify-email');

    const link = firstLink((await latestMail(email, /verif/i)).text, '/verify-email');
    // The link opens where the mail is read; this browser registered, so the verification signs it in.
    await page.goto(link);
    await page.getByRole('dialog').getByRole('heading', { name: 'You are In!' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Get Started!' }).click();
    await page.waitForURL('**/how-it-works');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: /wallet/i }).waitFor();
    expect(await banner.getByRole('link', { name: /wallet/i }).textContent()).toContain('$0.00');
    expect(await banner.locator(`a[href="/@${username}"]`).count()).toBe(1);
    await snap(page, 'logged-in-home');

    await page.getByRole('button', { name: 'Logout' }).click();
    await banner.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await banner.getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog');
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByText('LoggedIn Successfully').waitFor();
    await banner.locator(`a[href="/@${username}"]`).waitFor();
    await context.close();
  });

  it('resets a forgotten password through the mailed link and logs in with the new one', async () => {
    const user = await registerVerifiedUser('forgot');
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /forgot/i })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByRole('button', { name: /send|reset/i }).click();
    await dialog.getByRole('heading', { name: 'Email Sent!' }).waitFor();

    const link = firstLink((await latestMail(user.email, /reset/i)).text, '/reset-password');
    await page.goto(link);
    const fresh = 'N3w-Passw0rd!';
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel(/confirm/i).fill(fresh);
    await page.getByRole('button', { name: /reset password/i }).click();

    const login = page.getByRole('dialog');
    await login.getByLabel('Email').waitFor();
    await login.getByLabel('Email').fill(user.email);
    await login.getByLabel('Password', { exact: true }).fill(fresh);
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByText('LoggedIn Successfully').waitFor();
    await context.close();
  });

  it('logs an admin in with the mailed one-time code and lands on /admin/dashboard', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('admin@crowns.gg');
    await dialog.getByLabel('Password', { exact: true }).fill('Admin1234!');
    const sentAfter = Date.now();
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Verify with OTP' }).waitFor();
    const mail = await latestMail('admin@crowns.gg', /code/i);
    expect(new Date(mail.createdAt).getTime()).toBeGreaterThanOrEqual(sentAfter - 5_000);
    await page
      .getByRole('dialog')
      .getByLabel(/digit 1/i)
      .click();
    await page.keyboard.type(sixDigitCode(mail.text));
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/admin/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('usersRole'))).toBe('admin');
    await snap(page, 'admin-dashboard');
    await context.close();
  });
});
