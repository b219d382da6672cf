import { expect, refusal, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import sharp from 'sharp';
import { logIn } from './session';

// Refusals this spec provokes on purpose (Chromium logs each error answer; fixtures.ts).
test.use({
  expectedConsoleErrors: {
    'Siti may not open Nurul’s photos': refusal(403, /^\/files\/private\/verification\//),
    // Opened on its own, an image is a page: Chromium then asks for /favicon.ico, which the
    // server does not have (the app's pages name their icons).
    'the icon Chromium asks for beside the refused photo': refusal(404, /^\/favicon\.ico$/),
  },
});

// Issue 15, "Tried as a new user would" (decision 0033): Nurul verifies her identity from a phone,
// the admin rejects with a reason, Nurul uploads again, the admin approves; Siti cannot open
// Nurul's photos. Nurul ends verified: the e2e server starts from fresh demo data each run, and
// list-item.spec.ts (which needs her unverified) runs before this file.

const PHONE = { width: 375, height: 812 };

async function signedIn(browser: Browser, login: string, viewport?: typeof PHONE) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await logIn(page, `${login}@pinjam.bn`, `${login}-pass-2026`);
  return { context, page };
}

async function tokenOf(request: APIRequestContext, login: string) {
  const res = await request.post('/api/auth/login', {
    data: { email: `${login}@pinjam.bn`, password: `${login}-pass-2026` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 800, height: 500, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

async function sendPhotos(page: Page) {
  await page
    .getByLabel('Photo of your identity card or passport')
    .setInputFiles(await photo('card.jpg', '#1a73e8'));
  await page.getByLabel('A selfie holding the card').setInputFiles(await photo('me.jpg', '#f6c7a1'));
  await page.getByRole('button', { name: 'Send for checking' }).click();
  await expect(page.getByRole('heading', { name: 'We are checking your photos' })).toBeVisible();
}

const NURUL = 'Nurul Aini';

test('Nurul verifies from her phone: rejected with a reason, sent again, approved; Siti is refused her photos', async ({
  browser,
  request,
}) => {
  const nurul = await signedIn(browser, 'nurul', PHONE);
  const admin = await signedIn(browser, 'admin');

  await test.step('Nurul sends a document and a selfie at phone width', async () => {
    await nurul.page.goto('/verification');
    await nurul.page.getByRole('button', { name: 'Start verification' }).click();
    await sendPhotos(nurul.page);
    const width = await nurul.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });

  const queueEntry = () =>
    admin.page.getByRole('region', { name: 'Waiting for review' }).getByRole('listitem', { name: NURUL });

  await test.step('the admin sees Nurul in the queue and rejects with a reason', async () => {
    await admin.page.goto('/admin/user-verification');
    await expect(queueEntry().getByRole('img', { name: `${NURUL}'s identity document` })).toBeVisible();
    await queueEntry().getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Reject ${NURUL}?` });
    await dialog
      .getByRole('textbox', { name: 'Reason' })
      .fill('The card is blurred: we cannot read the name.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.page.getByText(`${NURUL} was asked for new photos.`)).toBeVisible();
    await expect(queueEntry()).toHaveCount(0);
  });

  let documentUrl = '';
  await test.step('Nurul sees the reason without reloading, and sends new photos', async () => {
    // The admin's answer reaches the open page live (the realtime notice), not at the next poll.
    await expect(nurul.page.getByText('The card is blurred: we cannot read the name.')).toBeVisible();
    await nurul.page.getByRole('button', { name: 'Upload new photos' }).click();
    await sendPhotos(nurul.page);
    const token = await tokenOf(request, 'nurul');
    // The bell has the result too (the panel's entry "…needs another look").
    const bell = await request.get('/api/notifications/get', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { notifications } = (await bell.json()) as { notifications: { verification: unknown } };
    expect(notifications.verification).toEqual({ count: 1, result: 'rejected' });
    const res = await request.get('/api/user/verification', {
      headers: { authorization: `Bearer ${token}` },
    });
    documentUrl = ((await res.json()) as { verification: { images: { document: string } } }).verification
      .images.document;
    expect((await request.get(documentUrl)).status()).toBe(200);
  });

  await test.step('Siti opening Nurul’s document is refused', async () => {
    const path = new URL(documentUrl, 'http://x').pathname;
    const siti = await signedIn(browser, 'siti');
    const opened = await siti.page.goto(path);
    expect(opened?.status()).toBe(403);
    const token = await tokenOf(request, 'siti');
    const withToken = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(withToken.status()).toBe(403);
    const own = await request.get('/api/user/verification', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await own.text()).not.toContain(path);
    await siti.context.close();
  });

  await test.step('the admin approves; Nurul’s open page says verified at once and get-meta agrees', async () => {
    await admin.page.reload();
    await queueEntry().getByRole('button', { name: 'Approve' }).click();
    await expect(admin.page.getByText(`${NURUL} is verified.`)).toBeVisible();
    await expect(nurul.page.getByRole('heading', { name: 'You are verified' })).toBeVisible();
    // The app's stored user learnt it too (the navbar, the listing form read it).
    await expect
      .poll(() =>
        nurul.page.evaluate(
          () =>
            (JSON.parse(localStorage.getItem('user') ?? '{}') as { meta?: { is_verified?: boolean } }).meta,
        ),
      )
      .toEqual({ is_verified: true, verification_status: 'approved' });
    const token = await tokenOf(request, 'nurul');
    const meta = await request.get('/api/user/get-meta', { headers: { authorization: `Bearer ${token}` } });
    expect(await meta.json()).toEqual({ meta: { is_verified: true } });
  });

  await nurul.context.close();
  await admin.context.close();
});
