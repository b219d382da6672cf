import { expect, refusal, test, type Page } from './fixtures';
import sharp from 'sharp';

// Refusals this spec provokes on purpose (Chromium logs each error answer; fixtures.ts).
test.use({
  expectedConsoleErrors: {
    'a photo that is not a picture is refused beside the photos': refusal(422, /^\/api\/items\/create$/),
    'renting out without verification is refused': refusal(403, /^\/api\/items\/create$/),
    'another owner’s item reads as not found on the edit page': refusal(
      404,
      /^\/api\/items\/get-user-item\/\d+$/,
    ),
    // Not the app's call: Chromium reports a blob: preview of the broken photo as a connection
    // that the CSP's connect-src blocks. Not traced further yet.
    "the broken photo's preview, blocked by connect-src": {
      text: /^Connecting to 'blob:.*violates the following Content Security Policy directive: "connect-src/,
    },
  },
});

/*
 * The owner's side of the catalogue against the real server: list an item with photos, see it,
 * edit it, hide it from search and bring it back; another owner's item reads as not found; an
 * unverified member is told that renting needs verification; a broken photo is refused beside
 * the photos.
 */

const SITI = { email: 'siti@pinjam.bn', password: 'siti-pass-2026', name: 'Siti' };
const NURUL = { email: 'nurul@pinjam.bn', password: 'nurul-pass-2026', name: 'Nurul' };

async function login(page: Page, who: typeof SITI) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function logout(page: Page, who: typeof SITI) {
  await page.getByRole('button', { name: new RegExp(`Hi, ${who.name}`) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Small real images, each its own colour, made with sharp. */
async function photos(count: number, format: 'png' | 'jpeg' = 'png') {
  const colours = ['#0f4c75', '#be185d', '#15803d', '#b45309', '#7c3aed', '#0e7490'];
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const image = sharp({
        create: { width: 96, height: 72, channels: 3, background: colours[i % colours.length]! },
      });
      return {
        name: `photo-${i + 1}.${format === 'png' ? 'png' : 'jpg'}`,
        mimeType: `image/${format}`,
        buffer: await (format === 'png' ? image.png() : image.jpeg()).toBuffer(),
      };
    }),
  );
}

/**
 * Picks an option of a Select and checks it was taken. Once, in CI beside the Debian pass, the
 * option's click left the list open with nothing chosen (the list shown, the option in view) and
 * every later step waited on a page the open list hides; the cause is not known. The pick is
 * tried again then, and the journey still fails if the Select never takes it.
 */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label });
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    await page.getByRole('option', { name: option }).click({ timeout: 5_000 });
    await expect(select).toHaveText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

const photoInput = (page: Page) => page.locator('[data-field="images"] input[type="file"]');
const tiles = (page: Page) => page.getByRole('list', { name: 'Photos' }).getByRole('listitem');

/** The item as anyone sees it, or null when it is not public. */
async function publicItem(page: Page, id: number) {
  const response = await page.request.get(`/api/items/get-item/${id}`);
  if (response.status() === 404) return null;
  expect(response.ok()).toBe(true);
  return (await response.json()).item as {
    title: string;
    price_per_day: number | null;
    sale_price: number | null;
    starting_inventory: number;
    images: { id: number }[];
  };
}

async function searchTitles(page: Page, q: string): Promise<string[]> {
  const response = await page.request.get(`/api/items/search?q=${encodeURIComponent(q)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()).items as { title: string }[]).map((i) => i.title);
}

test.describe('an owner', () => {
  test('lists an item with five photos, edits it, hides it from search and lists it again', async ({
    page,
  }) => {
    // A word no demo listing has, so search finds this item alone.
    const word = `Zephyrine${Date.now().toString(36)}`;
    const title = `${word} aluminium camera tripod`;
    let id = 0;
    let firstImages: number[] = [];

    await login(page, SITI);

    await test.step('lists it from my-items', async () => {
      await page.goto('/my-items');
      await page.getByRole('main').getByRole('link', { name: 'List an item' }).first().click();
      await expect(page.getByRole('heading', { name: 'List an item', level: 1 })).toBeVisible();
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Description').fill('Carbon legs, ball head, carry bag. Collect in Gadong.');
      await choose(page, 'Category', 'Film & Photography');
      await choose(page, 'District', 'Brunei-Muara');
      await page.getByRole('radio', { name: 'Good' }).check();
      await photoInput(page).setInputFiles([...(await photos(3)), ...(await photos(2, 'jpeg'))]);
      await expect(tiles(page)).toHaveCount(5);
      await expect(page.getByRole('checkbox', { name: 'For rent' })).toBeChecked();
      await page.getByLabel('Price per day').fill('12.50');
      await page.getByLabel('Deposit (optional)').fill('80');
      await page.getByRole('checkbox', { name: 'For sale' }).check();
      await page.getByLabel('Sale price').fill('1,250.99');
      await page.getByLabel('How many do you have?').fill('2');
      await page.getByRole('button', { name: 'List item' }).click();

      await expect(page).toHaveURL(/\/view-item\/\d+$/, { timeout: 30_000 });
      id = Number(/\/view-item\/(\d+)$/.exec(page.url())![1]);
      await expect(page.getByText('Your item is listed.', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    });

    await test.step('the server has it in cents, with the five photos in order', async () => {
      const item = (await publicItem(page, id))!;
      expect(item).toMatchObject({ title, price_per_day: 1250, sale_price: 125099, starting_inventory: 2 });
      expect(item.images).toHaveLength(5);
      firstImages = item.images.map((i) => i.id);
      expect(await searchTitles(page, word)).toEqual([title]);
    });

    await test.step('edits it: a new title, one photo removed, the last made cover', async () => {
      await page.goto('/view-items');
      await page.getByRole('link', { name: `Edit ${title}` }).click();
      await expect(page.getByRole('heading', { name: 'Edit item', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Title')).toHaveValue(title);
      await expect(page.getByLabel('Price per day')).toHaveValue('12.50');
      await expect(tiles(page)).toHaveCount(5);
      await page.getByLabel('Title').fill(`${title} v2`);
      await tiles(page).nth(1).getByRole('button', { name: 'Remove photo' }).click();
      await tiles(page).nth(3).getByRole('button', { name: 'Make cover' }).click();
      await expect(tiles(page).first()).toContainText('Cover');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page).toHaveURL(new RegExp(`/view-item/${id}$`), { timeout: 30_000 });
      await expect(page.getByText('Your changes are saved.', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: `${title} v2`, level: 1 })).toBeVisible();
      const item = (await publicItem(page, id))!;
      expect(item.images.map((i) => i.id)).toEqual([
        firstImages[4],
        firstImages[0],
        firstImages[2],
        firstImages[3],
      ]);
    });

    await test.step('disables it from view-items: it vanishes from search', async () => {
      await page.goto('/view-items');
      const row = page.getByRole('row').filter({ hasText: `${title} v2` });
      await row.getByRole('button', { name: `Disable ${title} v2` }).click();
      await expect(
        page.getByText('Your item is hidden from search until you enable it.', { exact: true }),
      ).toBeVisible();
      await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
      expect(await searchTitles(page, word)).toEqual([]);
      expect(await publicItem(page, id)).toBeNull();
      await page.goto(`/search?q=${word}`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('link', { name: `${title} v2` })).toHaveCount(0);
    });

    await test.step('enables it again: back in search', async () => {
      await page.goto('/view-items');
      const row = page.getByRole('row').filter({ hasText: `${title} v2` });
      await row.getByRole('button', { name: `Enable ${title} v2` }).click();
      await expect(row.getByText('Active', { exact: true })).toBeVisible();
      expect(await searchTitles(page, word)).toEqual([`${title} v2`]);
      await page.goto(`/search?q=${word}`);
      await expect(page.getByRole('link', { name: new RegExp(`${title} v2`) }).first()).toBeVisible();
    });

    await test.step("someone else's item reads as not found", async () => {
      const hakims = await page.request.get(
        `/api/items/search?q=${encodeURIComponent('GoPro Hero 12 dive housing')}`,
      );
      const other = ((await hakims.json()).items as { id: number; owner: { name: string } }[]).find((i) =>
        /Hakim/.test(i.owner.name),
      )!;
      expect(other).toBeTruthy();
      await page.goto(`/edit-item/${other.id}`);
      await expect(page.getByRole('heading', { name: 'Item not found', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Title')).toHaveCount(0);
    });
  });

  test('a broken or oversized photo is refused beside the photos, and nothing typed is lost', async ({
    page,
  }) => {
    await login(page, SITI);
    await page.goto('/add-item');
    await page.getByLabel('Title').fill('Projector with a broken photo');
    await choose(page, 'Category', 'Projectors & Screens');
    await choose(page, 'District', 'Tutong');
    await page.getByRole('radio', { name: 'Fair' }).check();
    await page.getByLabel('Price per day').fill('20');
    const [good] = await photos(1);
    await photoInput(page).setInputFiles([
      good!,
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture at all') },
      { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ]);
    // Over 10 MB never leaves this device.
    await expect(page.getByText('huge.jpg was not added: it is larger than 10 MB.')).toBeVisible();
    await expect(tiles(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'List item' }).click();

    const input = photoInput(page);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-field="images"]')).toContainText(
      'Image 2 (broken.png) must be a JPEG, PNG, WebP or AVIF image.',
    );
    await expect(tiles(page).nth(1)).toHaveAttribute('data-state', 'error');
    await expect(input).toBeFocused();
    await expect(page.getByLabel('Title')).toHaveValue('Projector with a broken photo');
    await expect(page.getByLabel('Price per day')).toHaveValue('20');

    await tiles(page).nth(1).getByRole('button', { name: 'Remove photo' }).click();
    await page.getByRole('button', { name: 'List item' }).click();
    await expect(page).toHaveURL(/\/view-item\/\d+$/, { timeout: 30_000 });
  });
});

test.describe('an unverified member', () => {
  test('is told that renting out needs verification, and can still sell', async ({ page }) => {
    await login(page, NURUL);
    await page.goto('/add-item');
    const notice = page.getByTestId('verification-notice');
    await expect(notice).toContainText('Listing for rent needs a verified identity');
    await expect(notice.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/verification',
    );
    await expect(page.getByRole('checkbox', { name: 'For sale' })).toBeChecked();

    await page.getByLabel('Title').fill('Rice cooker, barely used');
    await choose(page, 'Category', 'Home / Office / Garden');
    await choose(page, 'District', 'Belait');
    await page.getByRole('radio', { name: 'Like new' }).check();
    await photoInput(page).setInputFiles(await photos(1));
    await page.getByRole('checkbox', { name: 'For rent' }).check();
    await page.getByLabel('Price per day').fill('5');
    await page.getByLabel('Sale price').fill('45');
    await page.getByRole('button', { name: 'List item' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Verify your identity to offer items for rent' });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(notice).toHaveAttribute('data-tone', 'critical');

    // Selling alone is allowed.
    await page.getByRole('checkbox', { name: 'For rent' }).uncheck();
    await page.getByRole('button', { name: 'List item' }).click();
    await expect(page).toHaveURL(/\/view-item\/\d+$/, { timeout: 30_000 });
    await expect(page.getByText('Your item is listed.', { exact: true })).toBeVisible();
    await logout(page, NURUL);
  });
});
