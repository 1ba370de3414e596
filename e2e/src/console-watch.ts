import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

/**
 * Console messages of Chromium that are not problems of our code, each with why. Everything else at level error or
 * warning, and every uncaught exception, fails the journey.
 */
const NOT_OURS: { test: (text: string, url: string, origin: string) => boolean; reason: string }[] = [
  {
    test: (text) => /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text),
    reason:
      'Chromium logs every 4xx answer; journeys provoke them on purpose (a wrong password is a 401, a declined card ' +
      'a 402, a guarded call before login a 401) and assert what the page shows instead. 5xx answers still fail.',
  },
  {
    test: (_, url, origin) => url !== '' && !url.startsWith(origin),
    reason:
      'Messages located on another origin come from embeds and media of video hosts (YouTube, Twitch, Kick ' +
      'players, thumbnails), not from our code; the test machine may not even reach them.',
  },
];

export const isOurProblem = (text: string, url: string, origin: string) =>
  !NOT_OURS.some((rule) => rule.test(text, url, origin));

const collected = new WeakMap<BrowserContext, string[]>();

/** Collects console errors and warnings and uncaught exceptions of every page of `context` from our origin. */
export function watchConsole(context: BrowserContext, origin: string) {
  const problems: string[] = [];
  collected.set(context, problems);
  const onMessage = (page: Page) => (msg: ConsoleMessage) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    const { url, lineNumber } = msg.location();
    if (isOurProblem(msg.text(), url, origin))
      problems.push(`[${msg.type()}] ${msg.text()} (${url || page.url()}${url ? `:${lineNumber}` : ''})`);
  };
  const watch = (page: Page) => {
    page.on('console', onMessage(page));
    page.on('pageerror', (err) => {
      // A new page starts on about:blank, where the harness's init scripts (signInContext) find storage denied; no
      // code of ours runs there.
      if (!page.url().startsWith(origin)) return;
      problems.push(`[uncaught] ${err.name}: ${err.message} (${page.url()})`);
    });
  };
  context.on('page', watch);
}

/** Throws with every console problem collected so far in `context`. */
export function expectCleanConsole(context: BrowserContext) {
  const problems = collected.get(context) ?? [];
  if (problems.length > 0)
    throw new Error(`Console errors or warnings from our pages:\n  ${problems.splice(0).join('\n  ')}`);
}
