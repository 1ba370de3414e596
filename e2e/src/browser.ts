import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export { launchBrowser } from './chromium';

export const baseURL = () => inject('baseURL');

export async function newPage(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Saves a screenshot under e2e/artifacts (kept out of git) for a person to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `artifacts/${name}.png`, fullPage: false });
}
