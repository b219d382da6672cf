import { expect, test } from './fixtures';
import { holdAppScripts, openHome } from './home-page';
import { logIn } from './session';

test.describe('the home page', () => {
  test('shows the banner, the categories, the adverts and how it works, from the real server', async ({
    page,
  }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.locator('[aria-roledescription="carousel"]');
    await expect(banner.locator('img').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What do you want to buy?' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link')).toHaveCount(16);
    for (const position of ['1', '2', '3'])
      await expect(page.locator(`a[data-position="${position}"] img`)).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'From big brands, to unquie trinkets, we have something to borrow' }),
    ).toBeVisible();
  });

  test('a category tile opens search filtered by its category', async ({ page }) => {
    await openHome(page);
    await page.getByRole('link', { name: 'Drones' }).click();
    await expect(page).toHaveURL(/\/search\?category=drones$/);
  });

  test('the hero search goes to search with the chosen text and district, using the keyboard', async ({
    page,
  }) => {
    await openHome(page);
    await page.getByRole('searchbox', { name: 'What are you looking for?' }).fill('camera');
    await page.getByRole('combobox', { name: 'Location' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Tutong' }).press('Enter');
    await page.getByRole('button', { name: 'Search', exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=camera&district=Tutong$/);
  });
});

test('a signed-in member opening the home page never sees Login or Signup before their own menu', async ({
  page,
}) => {
  await logIn(page, 'weiling@pinjam.bn', 'weiling-pass-2026');
  // The server's page (drawn for a visitor) is all there is until the scripts are let through.
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Signup' })).toBeHidden();
  release();
  await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('the browser does not ask again for the answers the server drew the page with', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });
  await openHome(page);
  // Scroll the whole page through, so every part comes alive.
  for (let y = 0; y < 6000; y += 600) await page.mouse.wheel(0, 600);
  await expect(page.getByRole('region', { name: 'Recently added' }).getByRole('article')).toHaveCount(8);
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
});

test('with the keyboard alone, Tab walks the categories below the fold and the carousel follows the focus', async ({
  page,
}) => {
  await openHome(page);
  // The last tile: focusing a tile scrolls the carousel to it (the part hydrates on focus).
  const last = page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Other' });
  for (
    let presses = 0;
    presses < 80 && !(await last.evaluate((el) => el === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  await expect(last).toBeFocused();
  await expect(page.getByRole('button', { name: 'Previous categories' })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?category=other$/);
});

test.describe('the home page on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the parts below the fold come alive when reached, and are whole after leaving and coming back', async ({
    page,
  }) => {
    await openHome(page);
    // Leave before scrolling down (those parts are still the server's markup), then come back.
    await page.getByRole('searchbox', { name: 'What are you looking for?' }).fill('tent');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=tent$/);
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Recently added' }).getByRole('article')).toHaveCount(8);
    await expect(
      page
        .getByRole('region', { name: 'From big brands, to unquie trinkets, we have something to borrow' })
        .getByRole('article'),
    ).toHaveCount(4);
    // Reached, the category carousel works.
    const more = page.getByRole('button', { name: 'More categories' });
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect(page.getByRole('button', { name: 'Previous categories' })).toBeEnabled();
  });

  test('the menu tapped before the app is live opens once it is', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0); // nothing can open it yet
    release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
  });

  test('a fresh visit hydrates a lower part when it is scrolled to', async ({ page }) => {
    await openHome(page);
    const previous = page.getByRole('button', { name: 'Previous categories' });
    await page.getByRole('button', { name: 'More categories' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'More categories' }).click();
    await expect(previous).toBeEnabled();
  });
});

test.describe('the home page without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('is drawn by the server: hero, banner, categories and items show, and the hero search still works', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-roledescription="carousel"] img').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link')).toHaveCount(16);
    const recent = page.getByRole('region', { name: 'Recently added' });
    await expect(recent.getByRole('article').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'What are you looking for?' }).fill('camera');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=camera$/);
  });
});
