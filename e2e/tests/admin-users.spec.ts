import { expect, refusal, test, type Browser, type Page, type WebSocket } from './fixtures';
import { logIn } from './session';

// Refusals this spec provokes on purpose (Chromium logs each error answer; fixtures.ts).
test.use({
  expectedConsoleErrors: {
    'disabling Hakim ends his session: his open tab’s next call is refused': refusal(
      401,
      /^\/api\/user\/get\/$/,
    ),
    'a disabled account cannot log in': refusal(403, /^\/api\/auth\/login$/),
  },
});

/*
 * Issue 17, "Tried as a new user would" (decision 0041): as the admin, find Hakim by search, open
 * him, look at his orders and disable him — his open tab (another browser, signed in as Hakim)
 * is signed out at once without reloading, and his items leave a visitor's search — then enable
 * him again: he logs in, his items are back. The demo is left as it was (Hakim enabled).
 */

const HAKIM = ['hakim@pinjam.bn', 'hakim-pass-2026'] as const;
const ADMIN = ['admin@pinjam.bn', 'admin-pass-2026'] as const;
/** One of Hakim's demo listings. */
const PIANO = 'Yamaha P-125 digital piano with stand';

const results = (page: Page) => page.getByRole('list', { name: 'Results' });

async function as(browser: Browser, [email, password]: readonly [string, string]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password);
  return page;
}

/** Resolves once the page's realtime socket says it joined the user's own chat channel. */
function subscribedToChat(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const watch = (socket: WebSocket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('pusher_internal:subscription_succeeded') && text.includes('private-chat.'))
          resolve();
      });
    page.on('websocket', watch);
  });
}

/** A visitor's search for the piano: found or not. */
async function visitorFinds(visitor: Page, found: boolean) {
  await visitor.goto('/search?q=yamaha%20piano');
  await expect(visitor.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(results(visitor).getByRole('link', { name: PIANO })).toHaveCount(found ? 1 : 0);
}

test('the admin finds Hakim, disables him (his open tab signs out, his items leave search), and enables him again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await (await browser.newContext()).newPage();
  await visitorFinds(visitor, true);

  // Hakim, signed in elsewhere with a page open and its realtime connection up.
  const hakim = await (await browser.newContext()).newPage();
  const joined = subscribedToChat(hakim);
  await logIn(hakim, ...HAKIM);
  await joined;

  const admin = await as(browser, ADMIN);
  await test.step('the admin finds Hakim by search and looks at his orders', async () => {
    await admin.goto('/admin/users');
    await admin.getByRole('searchbox', { name: 'Search by name or email' }).fill('hakim');
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect(admin).toHaveURL(/\/admin\/users\?q=hakim$/);
    const users = admin.getByRole('table', { name: 'Users' });
    await users.getByRole('link', { name: 'Hakim Yusof' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Hakim Yusof' })).toBeVisible();
    const orders = admin.getByRole('table', { name: 'Orders, bought and sold' });
    await expect(orders).toBeVisible();
    // His demo orders, each linked to the admin's order page.
    await expect(orders.getByRole('link', { name: /^#\d+$/ }).first()).toHaveAttribute(
      'href',
      /^\/admin\/orders\/order\/\d+$/,
    );
  });

  await test.step('disabling signs his open tab out at once and hides his items', async () => {
    await admin.getByRole('button', { name: 'Disable account' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText('signed out everywhere at once');
    await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(admin.getByText(/The account is disabled/)).toBeVisible();
    await expect(admin.getByText(/^Disabled since/)).toBeVisible();

    // No reload: the server's event (or the closed socket) makes the tab ask, and the 401 signs out.
    await expect(hakim).toHaveURL(/\/login/, { timeout: 15_000 });
    await expect(hakim.getByRole('button', { name: 'Log in' })).toBeVisible();
    await visitorFinds(visitor, false);

    // He cannot log in while disabled.
    await hakim.getByLabel('Email').fill(HAKIM[0]);
    await hakim.getByLabel('Password').fill(HAKIM[1]);
    await hakim.getByRole('button', { name: 'Log in' }).click();
    await expect(hakim.getByRole('alert')).toBeVisible();
    await expect(hakim).toHaveURL(/\/login/);
  });

  await test.step('enabling lets him log in again and brings his items back', async () => {
    await admin.getByRole('button', { name: 'Enable account' }).click();
    await expect(admin.getByText(/The account is enabled/)).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Disable account' })).toBeVisible();
    await logIn(hakim, ...HAKIM);
    await visitorFinds(visitor, true);
  });

  await test.step('the audit trail on his record says who did both', async () => {
    await admin.reload();
    const trail = admin.getByRole('region', { name: 'History' });
    await expect(trail.getByText('user.disable')).toBeVisible();
    await expect(trail.getByText('user.enable')).toBeVisible();
    await expect(trail.getByText('Pinjam Admin', { exact: false }).first()).toBeVisible();
  });
});
