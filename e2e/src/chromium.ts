import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Desktop headless flags only: the npm package's serverless set (--single-process, --no-zygote) breaks contexts. */
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

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export type BrowserChoice = { path: string; source: 'CHROMIUM_PATH' | 'system' | 'bundled' };

/**
 * CHROMIUM_PATH, else /usr/bin/chromium, else the @sparticuz/chromium npm package's binary.
 * E2E_BROWSER=bundled takes the npm package's binary even where a system Chromium exists (the path of a
 * fresh machine; CI runs it), E2E_BROWSER=system insists on /usr/bin/chromium.
 */
export async function chooseBrowser(): Promise<BrowserChoice> {
  const wanted = process.env.E2E_BROWSER ?? 'auto';
  if (!['auto', 'bundled', 'system'].includes(wanted))
    throw new Error(`E2E_BROWSER must be auto, bundled or system (got '${wanted}')`);
  if (process.env.CHROMIUM_PATH && wanted === 'auto')
    return { path: process.env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  if (wanted === 'system' || (wanted === 'auto' && existsSync(SYSTEM_CHROMIUM)))
    return { path: SYSTEM_CHROMIUM, source: 'system' };
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return { path: await sparticuz.executablePath(), source: 'bundled' };
}

export async function launchBrowser(choice?: BrowserChoice): Promise<Browser> {
  const { path } = choice ?? (await chooseBrowser());
  return chromium.launch({ executablePath: path, args: FLAGS, headless: true });
}

/** Launches once before any journey: no browser fails the run at once with what to install, not with timeouts. */
export async function checkBrowser(): Promise<BrowserChoice> {
  let choice: BrowserChoice | undefined;
  try {
    choice = await chooseBrowser();
    const browser = await launchBrowser(choice);
    await (await browser.newContext()).newPage();
    await browser.close();
    return choice;
  } catch (err) {
    const first = String((err as Error).message ?? err).split('\n')[0];
    throw new Error(
      `No Chromium could be launched${choice ? ` (${choice.source}: ${choice.path})` : ''}: ${first}\n` +
        `Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
}
