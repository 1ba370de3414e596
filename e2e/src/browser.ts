import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { expectCleanConsole, watchConsole } from './console-watch';

export { launchBrowser } from './chromium';

export const baseURL = () => inject('baseURL');

/**
 * A fresh context and page. Console errors and warnings of our pages and uncaught exceptions are collected; closing
 * the context (every journey's last step) fails with them, so a journey passes only with a clean console.
 */
export async function newPage(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
  watchConsole(context, new URL(baseURL()).origin);
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    expectCleanConsole(context);
  };
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Saves a screenshot under e2e/artifacts (kept out of git) for a person to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `artifacts/${name}.png`, fullPage: false });
}
