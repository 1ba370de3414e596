import type { Browser } from 'playwright-core';
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

/** A browser context and page signed in as `tokens`. */
export async function pageAs(browser: Browser, tokens: Tokens) {
  const { context, page } = await newPage(browser);
  await signInContext(context, tokens);
  return { context, page };
}
