import { expect, test, type Browser, type Page } from './fixtures';
import { demoItemId } from './demo-items';
import { logIn } from './session';

// Issue 14, "Tried as a new user would": two people in two browser windows (two contexts, so two
// sessions and two realtime connections) talking through the built app and the real server.

async function signedIn(browser: Browser, login: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, `${login}@pinjam.bn`, `${login}-pass-2026`);
  return { context, page };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
/** The bell's panel: a dialog over the page (a region where it sits in the page). */
const panelOf = (page: Page) =>
  page.getByRole('dialog', { name: 'Notifications' }).or(page.getByRole('region', { name: 'Notifications' }));
const thread = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message to ${name}` });

/** Opens the bell's panel (its code loads after the page: a press before that does nothing). */
async function openPanel(page: Page) {
  const panel = panelOf(page);
  await expect(async () => {
    if (!(await panel.isVisible())) await bell(page).click();
    await expect(panel).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

async function write(page: Page, to: string, text: string) {
  await composer(page, to).fill(text);
  await composer(page, to).press('Enter');
  await expect(composer(page, to)).toHaveValue('');
}

test('Hakim messages Siti from her item; the bell, live replies both ways, presence and typing', async ({
  browser,
}) => {
  const siti = await signedIn(browser, 'siti');
  const hakim = await signedIn(browser, 'hakim');

  // Siti starts from a clear bell, so its dot can only be Hakim's message.
  const sitiPanel = panelOf(siti.page);
  await openPanel(siti.page);
  // The demo left her unread messages and requests: Dismiss all clears the bell.
  await sitiPanel.getByRole('button', { name: 'Dismiss all' }).click();
  await expect(bell(siti.page)).toHaveAccessibleName('Notifications');
  await bell(siti.page).click();
  await expect(sitiPanel).toBeHidden();

  // Hakim opens one of Siti's items and presses Message under her name.
  await hakim.page.goto(`/view-item/${await demoItemId(hakim.page, 'Zoom H6 audio recorder')}`);
  await hakim.page.getByRole('button', { name: 'Message Siti Rahman' }).click();
  await expect(hakim.page).toHaveURL(/\/messages\?conversation=\d+$/);
  const conversation = new URL(hakim.page.url()).searchParams.get('conversation');
  await expect(composer(hakim.page, 'Siti Rahman')).toBeFocused();
  // Siti is signed in elsewhere: Hakim sees her online.
  const sitiHeader = hakim.page.getByRole('heading', { level: 2, name: 'Siti Rahman' }).locator('..');
  await expect(sitiHeader.getByText('Online', { exact: true })).toBeVisible();

  const question = `Is the recorder free next weekend? (${Date.now()})`;
  await write(hakim.page, 'Siti Rahman', question);
  await expect(thread(hakim.page, 'Siti Rahman').getByText(question)).toBeVisible();

  // Siti's bell shows the dot at once; the panel lists the conversation; it opens on /messages.
  await expect(bell(siti.page)).toHaveAccessibleName(/Notifications, \d+ unread/);
  await openPanel(siti.page);
  await sitiPanel.getByRole('button', { name: /Hakim Yusof.*1 new message$/ }).click();
  await expect(siti.page).toHaveURL(new RegExp(`/messages\\?conversation=${conversation}$`));
  await expect(thread(siti.page, 'Hakim Yusof').getByText(question)).toBeVisible();

  // Siti opened it: Hakim sees "Read" under his message, live.
  await expect(thread(hakim.page, 'Siti Rahman').getByText('Read', { exact: true })).toBeVisible();

  // Siti types: Hakim sees it; she sends: it arrives without a reload.
  await composer(siti.page, 'Hakim Yusof').pressSequentially('Yes');
  await expect(hakim.page.getByText('Siti Rahman is typing…')).toBeVisible();
  const answer = `Yes, it is free from Friday. (${Date.now()})`;
  await composer(siti.page, 'Hakim Yusof').fill(answer);
  await composer(siti.page, 'Hakim Yusof').press('Enter');
  await expect(thread(hakim.page, 'Siti Rahman').getByText(answer)).toBeVisible();

  // And back again.
  const thanks = `Great, I will send the request now. (${Date.now()})`;
  await write(hakim.page, 'Siti Rahman', thanks);
  await expect(thread(siti.page, 'Hakim Yusof').getByText(thanks)).toBeVisible();
  // It arrived in the conversation Siti has open: it is read at once, so her bell stays clear.
  await expect(bell(siti.page)).toHaveAccessibleName('Notifications');

  // A message is text: markup is shown, never run.
  await write(hakim.page, 'Siti Rahman', '<script>window.hacked = true</script>');
  await expect(
    thread(siti.page, 'Hakim Yusof').getByText('<script>window.hacked = true</script>'),
  ).toBeVisible();
  expect(await siti.page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();

  await siti.context.close();
  await hakim.context.close();
});

test('a message and its Read arrive live, pushed by the server and read with the contract, with nothing thrown', async ({
  browser,
}) => {
  // Issue 24, item 1: the built app parses the pushed new-message and read events with the
  // contract's schemas. Both people have the conversation open; the message and then its Read
  // come over the socket, and the fixture fails the journey on any uncaught error or console
  // error in either window.
  const siti = await signedIn(browser, 'siti');
  const hakim = await signedIn(browser, 'hakim');
  await siti.page.goto('/messages');
  await siti.page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: /Hakim Yusof/ })
    .click();
  await expect(thread(siti.page, 'Hakim Yusof')).toBeVisible();
  const conversation = new URL(siti.page.url()).searchParams.get('conversation');
  await hakim.page.goto(`/messages?conversation=${conversation}`);
  const hakimThread = thread(hakim.page, 'Siti Rahman');
  await expect(hakimThread).toBeVisible();
  // Both connected (each sees the other online), so what follows can only come live.
  for (const [page, other] of [
    [hakim.page, 'Siti Rahman'],
    [siti.page, 'Hakim Yusof'],
  ] as const)
    await expect(
      page.getByRole('heading', { level: 2, name: other }).locator('..').getByText('Online', { exact: true }),
    ).toBeVisible();

  // Hakim's thread is never fetched again: his message's Read can only come from the read event.
  // (Siti's bell refreshes her thread as a message arrives, by design: bell.tsx.)
  const threadFetches: string[] = [];
  hakim.page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/api/messages/get-messages-for/'))
      threadFetches.push(request.url());
  });

  const text = `Can I collect it at six? (${Date.now()})`;
  await write(hakim.page, 'Siti Rahman', text);
  // Siti's open thread shows it as it is pushed, and she has read it: Hakim's message says Read.
  await expect(thread(siti.page, 'Hakim Yusof').getByText(text)).toBeVisible();
  const sent = hakimThread.getByRole('listitem').filter({ hasText: text });
  await expect(sent).toContainText('Read');
  expect(threadFetches, 'the thread was fetched again instead of updated live').toEqual([]);

  await siti.context.close();
  await hakim.context.close();
});

test('a phone number written before the two have an order shows masked, and the thread says why', async ({
  browser,
}) => {
  // Aminah and Siti have no order together (the demo data); Hakim and Siti do.
  const siti = await signedIn(browser, 'siti');
  const aminah = await signedIn(browser, 'aminah');

  await aminah.page.goto(`/view-item/${await demoItemId(aminah.page, 'Zoom H6 audio recorder')}`);
  await aminah.page.getByRole('button', { name: 'Message Siti Rahman' }).click();
  await expect(aminah.page).toHaveURL(/\/messages\?conversation=\d+$/);
  const conversation = new URL(aminah.page.url()).searchParams.get('conversation');
  const text = `Call me on +673 876 5432 or aminah.demo@example.com (${Date.now()})`;
  await write(aminah.page, 'Siti Rahman', text);

  await siti.page.goto(`/messages?conversation=${conversation}`);
  await expect(siti.page.getByRole('log', { name: /^Messages with Aminah/ })).toBeVisible();
  await expect(
    siti.page.getByText(/Phone numbers and email addresses are hidden until you have a paid order together/),
  ).toBeVisible();
  const last = siti.page
    .getByRole('log', { name: /^Messages with Aminah/ })
    .getByRole('listitem')
    .last();
  await expect(last).toContainText('Call me on [phone number hidden] or [email hidden]');
  await expect(last).toContainText('Contact details hidden');
  await expect(last).not.toContainText('876 5432');

  await siti.context.close();
  await aminah.context.close();
});

test('at phone width the list and the conversation show one at a time', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await logIn(page, 'siti@pinjam.bn', 'siti-pass-2026');
  await page.goto('/messages');
  const list = page.getByRole('navigation', { name: 'Conversations' });
  await list.getByRole('link', { name: /Hakim Yusof/ }).click();
  await expect(thread(page, 'Hakim Yusof')).toBeVisible();
  await expect(list).toBeHidden();
  await page.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(list).toBeVisible();
  await context.close();
});
