import { test as base, type Browser, type BrowserContext, type ConsoleMessage } from '@playwright/test';

export { expect } from '@playwright/test';
export type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Locator,
  Page,
  Request,
  WebSocket,
} from '@playwright/test';

/**
 * A console error a journey provokes on purpose: `text` is matched against the message, `url`
 * (when given) against the path of where it came from. Chromium logs every error answer of a
 * fetch as "Failed to load resource: the server responded with a status of 422 …" and no app
 * code can keep it quiet, so a journey that is refused on purpose names that refusal.
 */
export interface ConsoleErrorPattern {
  text: RegExp;
  url?: RegExp;
}

/** The refusal answered by `path` with `status`, as Chromium logs it. */
export const refusal = (status: number, path: RegExp): ConsoleErrorPattern => ({
  text: new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`),
  url: path,
});

interface Options {
  /**
   * This spec's deliberate console errors, each under the reason it is expected:
   * `test.use({ expectedConsoleErrors: { 'the declined test card': refusal(402, /^\/api\/checkout$/) } })`.
   */
  expectedConsoleErrors: Record<string, ConsoleErrorPattern>;
}

/**
 * Every journey fails on an uncaught error or a console error in any of its pages: the `page`
 * fixture's context and every context a journey opens itself (two people in two windows).
 * What was met is listed at the end of the journey, with the page it happened on.
 */
export const test = base.extend<Options & { cleanConsole: void }>({
  expectedConsoleErrors: [{}, { option: true }],
  cleanConsole: [
    async ({ context, browser, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      const expected = (message: ConsoleMessage) =>
        Object.values(expectedConsoleErrors).some(
          ({ text, url }) =>
            text.test(message.text()) && (!url || url.test(new URL(message.location().url).pathname)),
        );
      const watch = (watched: BrowserContext) => {
        watched.on('weberror', (error) =>
          problems.push(`uncaught on ${error.page()?.url() ?? 'a page'}: ${error.error().message}`),
        );
        watched.on('console', (message) => {
          if (message.type() !== 'error' || expected(message)) return;
          const where = message.page()?.url() ?? message.location().url;
          problems.push(`console error on ${where}: ${message.text()} (${message.location().url})`);
        });
      };
      watch(context);
      const newContext = browser.newContext;
      /** The contexts the journey opened itself: closed when it ends (they ran on, with their
       * realtime connections, into every later journey, nine pages at once by the suite's end). */
      const opened: BrowserContext[] = [];
      // browser.newPage opens its context through newContext too.
      (browser as { newContext: Browser['newContext'] }).newContext = async (options) => {
        const made = await newContext.call(browser, options);
        watch(made);
        opened.push(made);
        return made;
      };
      try {
        await use();
      } finally {
        (browser as { newContext: Browser['newContext'] }).newContext = newContext;
      }
      try {
        base.expect(problems, 'uncaught errors or console errors in the pages').toEqual([]);
      } finally {
        await Promise.all(opened.map((made) => made.close()));
      }
    },
    { auto: true },
  ],
});
