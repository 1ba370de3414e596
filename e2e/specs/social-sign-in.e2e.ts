import { MSG, SOCIAL_AUTH_MSG } from '@crowns/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, snap } from '../src/browser';
import { adminTokens } from '../src/payout-api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const unique = () => Math.random().toString(36).slice(2, 8);

/** The sandbox identity provider's consent page: "Someone else", typed, then Allow. */
async function consentAsSomeoneElse(page: Page, label: string, handle: string, email?: string) {
  await page.waitForURL(`**/oauth/sandbox/${label.toLowerCase()}/authorize?**`);
  await page.getByRole('heading', { name: 'Choose a test account' }).waitFor();
  await page.getByRole('radio', { name: /Someone else/ }).check();
  await page.getByLabel(`${label} username`).fill(handle);
  if (email) {
    await page.getByLabel('Email (optional)').fill(email);
    await page.getByLabel(`${label} has verified this email`).check();
  }
}

const linkedRow = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Profile', exact: true }).getByRole('listitem', { name: label, exact: true });

describe('social sign-in in the browser (sandbox identity provider)', () => {
  it('signs up with Twitch, finishes the profile, links Kick in settings and shows its stream status', async () => {
    const { context, page } = await newPage(browser);
    const twitchHandle = `tw_${unique()}`;
    const kickHandle = `kick_${unique()}`;

    // Log in with Twitch: the consent page of the sandbox provider, a typed new identity with a verified email.
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log in with Twitch' }).click();
    await consentAsSomeoneElse(page, 'Twitch', twitchHandle, `${twitchHandle}@example.com`);
    await snap(page, 'social-consent-twitch-1440');
    await page.getByRole('button', { name: 'Allow' }).click();

    // Back on the callback route: a first sign-in finishes the profile (username offered, birthdate; no email).
    await page.waitForURL('**/auth/twitchauthcallback?**');
    await page.getByRole('heading', { name: 'Finish your profile' }).waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe(twitchHandle.replace(/[^A-Za-z0-9_]/g, ''));
    expect(await page.getByLabel('Email').count()).toBe(0);
    await page.getByLabel('Month').selectOption('4');
    await page.getByLabel('Day').selectOption('9');
    await page.getByLabel('Year').selectOption('1994');
    await snap(page, 'social-finish-profile-1440');
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed in, back on the page the sign-in started from.
    await page.getByText(MSG.loggedIn).waitFor();
    await page.waitForURL(`${baseURL()}/`);
    await page.getByRole('banner').locator(`a[href="/@${twitchHandle}"]`).first().waitFor();
    const userId = await page.evaluate(() => localStorage.getItem('userId'));
    expect(userId).toMatch(/^\d+$/);
    expect(await page.evaluate(() => localStorage.getItem('oauth_state'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('twitch_code_verifier'))).toBeNull();

    // Settings: Twitch is linked; link Kick through the sandbox and come back with the toast.
    await page.goto('/settings/profile');
    await linkedRow(page, 'Twitch').getByText(twitchHandle).waitFor();
    await linkedRow(page, 'Kick').getByRole('button', { name: 'Link Kick' }).click();
    await consentAsSomeoneElse(page, 'Kick', kickHandle);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.getByText(SOCIAL_AUTH_MSG.linked('Kick')).waitFor();
    await page.waitForURL('**/settings/profile');
    await linkedRow(page, 'Kick').getByText(kickHandle).waitFor();
    await page.getByRole('heading', { name: 'Linked accounts' }).scrollIntoViewIfNeeded();
    await snap(page, 'social-linked-accounts-1440');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('heading', { name: 'Linked accounts' }).scrollIntoViewIfNeeded();
    await snap(page, 'social-linked-accounts-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The profile shows the linked Kick channel and its status; an admin sets it live.
    await page.goto(`/@${twitchHandle}`);
    const platforms = page.getByRole('list', { name: 'Streaming platforms' });
    const kick = platforms.getByRole('listitem').filter({ hasText: 'Kick' });
    await kick.getByText(kickHandle).waitFor();
    await kick.getByText('Offline').waitFor();
    const admin = await adminTokens();
    const res = await fetch(`${baseURL()}/v1/admin/streams/${userId}`, {
      method: 'POST',
      headers: { accessToken: admin.accessToken, idToken: admin.idToken, 'content-type': 'application/json' },
      body: JSON.stringify({ platform: 'kick', is_live: true, viewer_count: 1234 }),
    });
    expect(res.status).toBe(200);
    await page.reload();
    await kick.getByText('LIVE · 1.2k viewers').waitFor();
    await snap(page, 'social-profile-kick-live-1440');

    // Unlinking Twitch leaves Kick to sign in with; Kick, the last way in of an account without a password, stays.
    await page.goto('/settings/profile');
    await linkedRow(page, 'Twitch').getByRole('button', { name: 'Unlink Twitch' }).click();
    let dialog = page.getByRole('dialog', { name: 'Unlink Twitch?' });
    await dialog.getByRole('button', { name: 'Unlink' }).click();
    await page.getByText(SOCIAL_AUTH_MSG.unlinked('Twitch')).waitFor();
    await linkedRow(page, 'Twitch').getByText('Not linked').waitFor();
    await linkedRow(page, 'Kick').getByRole('button', { name: 'Unlink Kick' }).click();
    dialog = page.getByRole('dialog', { name: 'Unlink Kick?' });
    await dialog.getByRole('button', { name: 'Unlink' }).click();
    await dialog.getByRole('alert').getByText(SOCIAL_AUTH_MSG.lastSignInMethod).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await linkedRow(page, 'Kick').getByText(kickHandle).waitFor();
    await context.close();
  });

  it('a cancelled consent comes back to the callback page with the message and signs nobody in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log in with Discord' }).click();
    await page.getByRole('heading', { name: 'Choose a test account' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/auth/discordauthcallback?**');
    await page.getByRole('alert').getByText(SOCIAL_AUTH_MSG.denied('Discord')).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });
});
