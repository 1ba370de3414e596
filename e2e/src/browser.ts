import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Chromium from CHROMIUM_PATH, else /usr/bin/chromium, else the @sparticuz/chromium npm package. */
async function executable(): Promise<{ path: string; args: string[] }> {
  if (process.env.CHROMIUM_PATH) return { path: process.env.CHROMIUM_PATH, args: FLAGS };
  if (existsSync('/usr/bin/chromium')) return { path: '/usr/bin/chromium', args: FLAGS };
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return { path: await sparticuz.executablePath(), args: [...sparticuz.args, ...FLAGS] };
}

export async function launchBrowser(): Promise<Browser> {
  const { path, args } = await executable();
  return chromium.launch({ executablePath: path, args: [...new Set(args)], headless: true });
}

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
