import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { loginViaApi, registerVerifiedUser, signInContext, type Tokens } from './api';
import { buyCrowns } from './bounty-api';
import { newPage } from './browser';

/** A fresh verified user, signed in through the API, with `crowns` bought through the sandbox checkout. */
export async function userWithCrowns(prefix: string, crowns = 0): Promise<Tokens> {
  const user = await registerVerifiedUser(prefix);
  const tokens = await loginViaApi(user.email, user.password);
  if (crowns > 0) await buyCrowns(tokens, crowns);
  return tokens;
}

const usernameOf = (tokens: Tokens) =>
  (JSON.parse(Buffer.from(tokens.idToken.split('.')[1] ?? '', 'base64url').toString()) as { sc_username: string })
    .sc_username;

/**
 * Proves a page is signed in as `tokens`' user and nobody else: the stored user id and the top bar's profile link.
 * Separate contexts must not share storage (a single-process browser once let them), so every journey with more
 * than one person checks each of its pages here first.
 */
export async function expectSignedInAs(page: Page, tokens: Tokens) {
  await page.goto('/');
  await page
    .getByRole('banner')
    .locator(`a[href="/@${usernameOf(tokens)}"]`)
    .first()
    .waitFor();
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe(tokens.userId);
}

/** A browser context and page signed in as `tokens`, checked to be that user. */
export async function pageAs(browser: Browser, tokens: Tokens) {
  const { context, page } = await newPage(browser);
  await signInContext(context, tokens);
  await expectSignedInAs(page, tokens);
  return { context, page };
}
