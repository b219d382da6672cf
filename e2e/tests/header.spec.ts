import { expect, test } from './fixtures';
import { holdAppScripts } from './home-page';
import { logIn } from './session';

// The pages the server draws, as a visitor sees them (decision 0013).
const serverPages = ['/', '/about-us', '/how-it-works', '/faq', '/terms-of-service', '/privacy-policy'];

test('a member on a slow connection is greeted from the first paint, then gets their menu, without errors', async ({
  page,
}) => {
  await logIn(page, 'siti@pinjam.bn', 'siti-pass-2026');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const header = page.getByRole('banner');
  for (const url of serverPages) {
    await test.step(url, async () => {
      // The server's page is all there is until the app's scripts are let through.
      const release = await holdAppScripts(page);
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
      await expect(header.getByRole('link', { name: 'Signup' })).toBeHidden();
      // The stand-in for Login and Signup (aria-hidden: the real menu is what assistive
      // technology gets, once it is there).
      const greeting = header.locator('span[aria-hidden]').filter({ hasText: 'Hi,' });
      await expect(greeting).toBeVisible();
      // The name comes from what boot.js wrote on <html>, through the name slot's ::after.
      const name = await greeting.evaluate(
        (el) => getComputedStyle(el.querySelector(':scope > span:last-child > span')!, '::after').content,
      );
      expect(name).toBe('"Siti"');
      release();
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(header.getByRole('button', { name: 'Hi, Siti' })).toBeVisible();
      await expect(greeting).toBeHidden();
      await page.unrouteAll({ behavior: 'wait' });
    });
  }
  expect(errors).toEqual([]);
});

test('a visitor who has put something in the cart finds it in the header, on every page', async ({
  page,
}) => {
  await page.goto('/search?type=buy&sort=newest');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // An item for rent and for sale asks which: a visitor buys (renting needs an account).
  // The choice renders with the live page: wait for it (or for a sale-only item's button) first.
  const buy = page.getByRole('radio', { name: 'Buy it' });
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await expect(buy.or(addToCart).first()).toBeVisible();
  if (await buy.count()) await buy.click();
  await addToCart.click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  // A page drawn by the server (as for anyone) shows it once the app is live.
  await page.goto('/faq');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});
