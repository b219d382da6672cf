import { expect, test, type Page } from './fixtures';
import { logIn } from './session';

// Issue 15, deliverables 4 and 5, tried as people would: a member's dashboard and feed from the
// demo's orders and requests, the unverified member told to verify, the admin's marketplace.

const logInAs = (page: Page, first: string) => logIn(page, `${first}@pinjam.bn`, `${first}-pass-2026`);

test('Siti sees her figures and earnings, opens all her activity and follows a line', async ({ page }) => {
  await logInAs(page, 'siti');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Siti' })).toBeVisible();
  const figures = page.getByRole('list', { name: 'Your figures' });
  await expect(figures.getByText('Active listings')).toBeVisible();
  // The demo's listings are hers: the count is a number above zero.
  await expect(figures.locator('dl').first()).toContainText(/Active listings\s*[1-9]/);
  await expect(page.getByRole('img', { name: 'Earnings, last 12 months' })).toBeVisible();
  // The demo's guitar rental, completed and rated by Hakim, waits for her rating.
  const todos = page.getByRole('region', { name: 'What to do next' });
  await expect(
    todos.getByRole('link', { name: /^Rate the (order|\d+ orders) you completed/ }),
  ).toHaveAttribute('href', '/my-ratings');

  const recent = page.getByRole('region', { name: 'Recent activity' });
  await expect(recent.locator('li[data-kind]')).toHaveCount(5);
  await recent.getByRole('link', { name: 'See all activity' }).click();
  await expect(page).toHaveURL(/\/my-activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();

  const feed = page.getByRole('region', { name: 'Your activity' });
  const firstLine = feed.locator('li[data-kind] a').first();
  const target = await firstLine.getAttribute('href');
  expect(target).toMatch(/^\/(my-orders|view-item|my-requests|customer-requests)/);
  await firstLine.click();
  await expect(page).toHaveURL(new RegExp(`${target!.replace(/[/.]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
});

test('Nurul, not verified, is told on her dashboard to verify, and the link leads there', async ({
  page,
}) => {
  await logInAs(page, 'nurul');
  const verify = page.getByRole('link', {
    name: 'Verify your identity to list items for rent and request rentals',
  });
  await expect(verify).toHaveAttribute('href', '/verification');
  await verify.click();
  await expect(page).toHaveURL(/\/verification$/);
});

test('the admin’s dashboard shows the marketplace’s figures and the way to what waits', async ({ page }) => {
  await logInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  const figures = page.getByRole('list', { name: 'Marketplace figures' });
  await expect(figures.locator('dl').first()).toContainText(/Members\s*[1-9]/);
  await expect(figures.getByText('Active items')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Commission, last 12 months' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review verifications' })).toHaveAttribute(
    'href',
    '/admin/user-verification',
  );
  await expect(page.getByRole('region', { name: 'Recent activity' })).toHaveCount(0);
});
