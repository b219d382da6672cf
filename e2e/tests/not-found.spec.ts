import { expect, refusal, test } from './fixtures';

// Refusals this spec provokes on purpose (Chromium logs each error answer; fixtures.ts).
test.use({
  expectedConsoleErrors: {
    'an unknown path answers 404': refusal(404, /^\/no\/such\/page$/),
    'an item nobody may see answers 404': refusal(404, /^\/view-item\/\d+$/),
    'and so does its API call': refusal(404, /^\/api\/items\/get-item\/\d+$/),
  },
});

test('an unknown path answers 404 and shows 404 with the navbar and footer', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 - Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Ver200423.005');
  await expect(page).toHaveTitle('Page not found · Pinjam');
});

test('an item or a profile nobody may see answers 404; one that exists is titled after it', async ({
  page,
  request,
}) => {
  const search = await request.get('/api/items/search?per_page=1&q=kayak', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const [item] = (await search.json()).items as Array<{
    id: number;
    title: string;
    owner: { id: number; name: string };
  }>;

  const found = await page.goto(`/view-item/${item!.id}`);
  expect(found?.status()).toBe(200);
  // In the page the server sends, before any script has run: a shared link reads well.
  expect(await found?.text()).toContain(`<title>${item!.title} · Pinjam</title>`);
  await expect(page.getByRole('heading', { level: 1, name: item!.title })).toBeVisible();
  await expect(page).toHaveTitle(`${item!.title} · Pinjam`);

  expect((await page.goto('/view-item/999999'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This item is not available' })).toBeVisible();

  const profile = await page.request.get(`/profile/${item!.owner.id}`, { headers: { accept: 'text/html' } });
  expect(profile.status()).toBe(200);
  expect(await profile.text()).toContain(`<title>${item!.owner.name} · Pinjam</title>`);
  expect((await page.request.get('/profile/999999', { headers: { accept: 'text/html' } })).status()).toBe(
    404,
  );
});

test('a search is titled after its words', async ({ page }) => {
  await page.goto('/search?q=camera');
  await expect(page).toHaveTitle('Search: camera · Pinjam');
});

test('the footer shows the company address from the system details', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('contentinfo')).toContainText('Bandar Seri Begawan');
  await expect(page).toHaveTitle('About us · Pinjam');
});
