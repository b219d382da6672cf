import { expect, refusal, test, type Browser, type BrowserContext } from './fixtures';
import { routeTable } from '../../apps/web/src/routes/table';
import { PageHealth } from './page-health';
import { demoRecords, routeUrl, type DemoRecords, type Login } from './route-params';

// Error answers are judged by PageHealth (a 401 sends a visitor to log in; the others only where
// a route expects them); Chromium also logs each of them (fixtures.ts).
test.use({
  expectedConsoleErrors: {
    'a visitor on a signed-in page: the call is refused and the app asks to log in': refusal(401, /^\/api\//),
    'the demo has no PayPal approval to show': refusal(404, /^\/api\/payments\/sandbox\/paypal\/\d+$/),
    'the admin on another member’s edit page: not theirs': refusal(404, /^\/api\/items\/get-user-item\/\d+$/),
  },
});

// Every route of the app's route table (apps/web/src/routes/table.ts: a route added there is
// visited here the same day), as a visitor, a member and an admin, on a desktop and a phone. A
// visit fails on any console error, uncaught error, failed request (an expected 401 aside),
// horizontal scrolling or image without alt text. Each role logs in once and keeps one browser
// context per width.

interface Role {
  name: 'visitor' | 'user' | 'admin';
  login?: Login;
}

const roles: Role[] = [
  { name: 'visitor' },
  { name: 'user', login: { email: 'siti@pinjam.bn', password: 'siti-pass-2026' } },
  { name: 'admin', login: { email: 'admin@pinjam.bn', password: 'admin-pass-2026' } },
];

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
];

/**
 * Refusals the product must give: an admin has no listings, so the edit page of the member's
 * item is refused (404) and says so; the sandbox's PayPal page of a payment that is not the
 * visitor's (the route's placeholder id names none) is refused (404) and says so.
 */
const expectedAnswers = (visit: string, url: URL, status: number) =>
  status === 404 &&
  ((visit.startsWith('admin ') &&
    visit.includes('/edit-item/') &&
    url.pathname.startsWith('/api/items/get-user-item/')) ||
    (visit.includes('/checkout/paypal/') && url.pathname.startsWith('/api/payments/sandbox/paypal/')));

// A trace of some 300 page loads costs more than the visits themselves; a failure names the
// visit and the problem.
test.use({ trace: 'off' });

let demo: DemoRecords;

test.beforeAll(async ({ request }) => {
  // Norma: a demo member no other journey uses; the reset link is only looked at, never used.
  demo = await demoRecords(request, roles[1]!.login!, 'norma@pinjam.bn');
});

/** A context for `role` at `viewport`, signed in through the login page once per role. */
async function contextFor(
  browser: Browser,
  role: Role,
  viewport: { width: number; height: number },
  from?: BrowserContext,
) {
  if (!role.login || from)
    return browser.newContext({ viewport, ...(from && { storageState: await from.storageState() }) });
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(role.login.email);
  await page.getByLabel('Password').fill(role.login.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.close();
  return context;
}

/** Visits every route in `context`'s one page; the problems met, by visit. */
async function visitAll(context: BrowserContext, label: string): Promise<string[]> {
  const page = await context.newPage();
  const health = new PageHealth(page, expectedAnswers);
  for (const { name } of routeTable) {
    const url = routeUrl(name, demo);
    health.visit(`${label} ${url}`);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    // A page the server drew (boot.js starts its scripts) counts once hydrated: a mismatch shows then.
    if (await page.locator('script[data-entry]').count())
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await health.quiet();
    await health.inspect();
  }
  return health.problems;
}

for (const role of roles) {
  test(`every route as ${role.name === 'visitor' ? 'a visitor' : `the ${role.name}`}, on a desktop and a phone`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const [desktop, phone] = widths;
    const first = await contextFor(browser, role, desktop!.viewport);
    const second = await contextFor(browser, role, phone!.viewport, first);
    // The two widths side by side: most of a visit is waiting for the server and the network.
    const problems = (
      await Promise.all([
        visitAll(first, `${role.name} ${desktop!.name}`),
        visitAll(second, `${role.name} ${phone!.name}`),
      ])
    ).flat();
    await first.close();
    await second.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
