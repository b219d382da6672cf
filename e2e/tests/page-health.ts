import type { Page, Request } from '@playwright/test';

/**
 * Watches a page for what a visitor should never meet: console errors, uncaught errors, failed
 * requests (network failures and error answers, but for an expected 401), horizontal scrolling
 * and images without alt text. Each problem is put down against the visit under way (`visit`).
 */
export class PageHealth {
  readonly problems: string[] = [];
  private current = '';
  private inflight = new Set<Request>();
  private lastActivity = Date.now();

  constructor(
    private readonly page: Page,
    /** Answers the product must give on this visit, e.g. a refusal to show someone else's item. */
    private readonly expected: (visit: string, url: URL, status: number) => boolean = () => false,
  ) {
    page.on('console', (message) => {
      // An error answer is logged by Chromium too; the response itself is judged below.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        this.report(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.report(`uncaught: ${error.message}`));
    page.on('request', (request) => {
      this.inflight.add(request);
      this.lastActivity = Date.now();
    });
    page.on('requestfinished', (request) => this.settled(request));
    page.on('requestfailed', (request) => {
      this.settled(request);
      const error = request.failure()?.errorText ?? 'failed';
      // Cancelled, not failed: the journey moved on, or the app dropped what it no longer needs
      // (a lazy image that left the page, a call whose state was left).
      if (!error.includes('ERR_ABORTED')) this.report(`request failed (${error}): ${request.url()}`);
    });
    page.on('response', (response) => {
      const status = response.status();
      const url = new URL(response.url());
      if (status < 400 || status === 401 || this.expected(this.current, url, status)) return;
      this.report(`HTTP ${status}: ${url.pathname}${url.search}`);
    });
  }

  /** What follows belongs to this visit (e.g. 'user 375 /view-item/12'). */
  visit(label: string): void {
    this.current = label;
  }

  private settled(request: Request) {
    this.inflight.delete(request);
    this.lastActivity = Date.now();
  }

  private report(problem: string) {
    this.problems.push(`${this.current}: ${problem}`);
  }

  /** Until no request has been under way for `quietMs` (at most `timeoutMs`). */
  async quiet(quietMs = 150, timeoutMs = 5_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const idle = Date.now() - this.lastActivity;
      if (this.inflight.size === 0 && idle >= quietMs) return;
      // Timers here, not in the browser: 300 visits of round trips cost the runner a minute.
      await new Promise((resolve) => setTimeout(resolve, this.inflight.size ? 25 : quietMs - idle));
    }
  }

  /** Checks the page as it stands: no sideways scrolling, every image with alt text. */
  async inspect(): Promise<void> {
    const found = await this.page.evaluate(() => {
      const problems: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth)
        problems.push(`horizontal scroll: ${root.scrollWidth}px wide in a ${root.clientWidth}px viewport`);
      // An empty alt says "decorative": fair when the image is hidden from assistive technology,
      // or stands beside words that say what it shows (the card, row or link around it has text
      // or a name of its own). A banner alone in its slide says nothing without alt text.
      const container = 'a, button, li, article, tr, figure, [role="listitem"], [role="row"], [role="group"]';
      const saidOtherwise = (img: HTMLImageElement) => {
        const around = img.parentElement?.closest(container);
        if (!around) return false;
        if (around.matches('a, button') && around.hasAttribute('aria-label')) return true;
        return (around.textContent ?? '').trim() !== '';
      };
      for (const img of document.querySelectorAll('img')) {
        const alt = img.getAttribute('alt');
        const decorative =
          img.closest('[aria-hidden="true"]') !== null ||
          ['presentation', 'none'].includes(img.getAttribute('role') ?? '') ||
          saidOtherwise(img);
        if (alt === null || (alt.trim() === '' && !decorative))
          problems.push(`image without alt text: ${img.currentSrc || img.src}`);
      }
      return problems;
    });
    for (const problem of found) this.report(problem);
  }
}
