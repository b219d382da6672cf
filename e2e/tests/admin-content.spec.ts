import { expect, test, type Page } from './fixtures';
import sharp from 'sharp';
import { logIn } from './session';

// Issue 17, "tried as a new user would" (decision 0039): as the admin, upload two banners and an
// advert into slot 2, switch one banner off: the home page follows; change the footer's address
// and see it on the home page; read the audit trail of it all. The demo's pictures and address
// are left as they were (home.spec.ts expects them).

const picture = async (colour: string, name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 480, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

const banners = (page: Page) => page.getByRole('list', { name: 'Banners' }).getByRole('listitem');
const adverts = (page: Page) => page.getByRole('list', { name: 'Adverts' }).getByRole('listitem');
const srcOf = (page: Page, list: 'Banners' | 'Adverts', name: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem', { name }).locator('img').getAttribute('src');

test('the admin changes the home page’s banners, an advert and the footer, and reads the audit trail', async ({
  page,
}) => {
  await logIn(page, 'admin@pinjam.bn', 'admin-pass-2026');
  await page.goto('/admin/adverts');
  await expect(page.getByRole('heading', { level: 1, name: 'Adverts and banners' })).toBeVisible();
  // The heading shows at once; count the demo's pictures once they have loaded.
  await expect(banners(page).first()).toBeVisible();
  await expect(adverts(page).first()).toBeVisible();
  const demoBanners = await banners(page).count();
  const demoAdverts = await adverts(page).count();

  // Two banners at once, then an advert into slot 2 (top right).
  await page
    .getByLabel('Add banners')
    .setInputFiles([await picture('#0f4c75', 'summer.png'), await picture('#be185d', 'raya.png')]);
  await expect(page.getByText('2 pictures added.')).toBeVisible();
  await expect(banners(page)).toHaveCount(demoBanners + 2);
  await page.getByRole('combobox', { name: 'Slot for the new adverts' }).click();
  await page.getByRole('option', { name: '2 · top right' }).click();
  await page.getByLabel('Add adverts').setInputFiles([await picture('#15803d', 'tents.png')]);
  await expect(page.getByText('1 picture added.')).toBeVisible();
  await expect(adverts(page)).toHaveCount(demoAdverts + 1);

  const kept = await srcOf(page, 'Banners', `Banner ${demoBanners + 1}`);
  const hidden = await srcOf(page, 'Banners', `Banner ${demoBanners + 2}`);
  // The newest advert comes first in its slot.
  const advert = await page
    .getByRole('list', { name: 'Adverts' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('combobox', { name: 'Slot' }).filter({ hasText: '2 · top right' }) })
    .first()
    .locator('img')
    .getAttribute('src');

  // Switch the second new banner off.
  await page
    .getByRole('listitem', { name: `Banner ${demoBanners + 2}` })
    .getByRole('switch', { name: 'Shown on the home page' })
    .click();
  await expect(page.getByText('Saved. The home page shows it within seconds.')).toBeVisible();

  // The home page follows.
  await page.goto('/');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel.locator(`img[src="${kept}"]`)).toHaveCount(1);
  await expect(carousel.locator(`img[src="${hidden}"]`)).toHaveCount(0);
  await expect(page.locator('a[data-position="2"] img')).toHaveAttribute('src', advert!);

  // The footer's address.
  await page.goto('/admin/settings');
  const details = page.getByRole('form', { name: 'Company details' });
  const line = details.getByRole('textbox', { name: 'Address line 1' });
  await expect(line).not.toHaveValue('');
  const address = await line.inputValue();
  await line.fill('Unit 9, Simpang 101, Kiulap');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('The company details are saved.')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('footer')).toContainText('Unit 9, Simpang 101, Kiulap');

  // The audit trail of it all.
  await page.goto('/admin/audit');
  const trail = page.getByRole('table', { name: 'Admin actions, newest first' });
  await expect(trail.getByText('details.update')).toBeVisible();
  await expect(trail.getByText('banner.update')).toBeVisible();
  await expect(trail.getByText('advert.upload')).toBeVisible();
  await expect(trail.getByText('banner.upload')).toHaveCount(2);
  await expect(trail.getByText('Unit 9, Simpang 101, Kiulap')).toBeVisible();
  await page.getByRole('textbox', { name: 'Action' }).fill('banner.upload');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=banner\.upload/);
  await expect(trail.getByRole('row')).toHaveCount(3);

  // As it was: the demo's address, and the pictures uploaded here deleted.
  await page.goto('/admin/settings');
  await page.getByRole('textbox', { name: 'Address line 1' }).fill(address);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('The company details are saved.')).toBeVisible();
  await page.goto('/admin/adverts');
  const remove = async (list: 'Banners' | 'Adverts', name: string) => {
    await page
      .getByRole('list', { name: list })
      .getByRole('listitem', { name })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  await remove('Banners', `Banner ${demoBanners + 2}`);
  await remove('Banners', `Banner ${demoBanners + 1}`);
  await expect(banners(page)).toHaveCount(demoBanners);
  const newAdvert = page
    .getByRole('list', { name: 'Adverts' })
    .getByRole('listitem')
    .filter({ has: page.locator(`img[src="${advert}"]`) });
  await newAdvert.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(adverts(page)).toHaveCount(demoAdverts);
});
