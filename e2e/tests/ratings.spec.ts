import { expect, test } from './fixtures';
import { demoItemId } from './demo-items';
import { logIn } from './session';

// Issue 16, "Tried as a new user would": both sides rate, and the ratings appear when both are in.
// The demo has Hakim's rating of Siti's guitar rental waiting, hidden from her; Siti rates him back.

test('Siti rates Hakim back: both ratings publish, on her Received tab, her profile and the item page', async ({
  page,
}) => {
  await logIn(page, 'siti@pinjam.bn', 'siti-pass-2026');
  await page.goto('/my-ratings');
  const toGive = page.getByRole('list', { name: 'To give' });
  const row = toGive.getByRole('listitem').filter({ hasText: 'Fender Stratocaster electric guitar' });
  await expect(
    row.getByText('Hakim Yusof has rated you: their rating shows once you rate them.'),
  ).toBeVisible();
  // Not on Received yet: it is hidden until she rates.
  await page.getByRole('tab', { name: 'Received' }).click();
  await expect(page.getByText('The guitar was set up perfectly')).toHaveCount(0);
  await page.getByRole('tab', { name: /^To give/ }).click();

  await row.getByRole('button', { name: /^Rate order #\d+ with Hakim Yusof$/ }).click();
  await expect(page).toHaveURL(/\/my-ratings\?(.*&)?order=\d+/);
  const form = page.getByRole('form', { name: /^Rate order #\d+$/ });
  // Stars by keyboard: into the group, then arrows.
  const group = form.getByRole('group', { name: 'How was Hakim Yusof to deal with?' });
  await group.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
  await form.getByRole('textbox', { name: 'In your own words (optional)' }).fill('Brought it back in tune.');
  await form.getByRole('button', { name: 'Send rating' }).click();

  await expect(page.getByText('Your rating has been submitted').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Given' })).toHaveAttribute('aria-selected', 'true');
  const given = page.getByRole('list', { name: 'Given' }).getByRole('listitem').first();
  await expect(given.getByText('Brought it back in tune.')).toBeVisible();
  await expect(given.getByText(/^Published /)).toBeVisible();

  // Both are in: Hakim's rating of her shows now.
  await page.getByRole('tab', { name: 'Received' }).click();
  await expect(page.getByText('The guitar was set up perfectly. Would rent from Siti again.')).toBeVisible();

  // The item's page: its own average and Hakim's words about it.
  await page.goto(`/view-item/${await demoItemId(page, 'Fender Stratocaster electric guitar')}`);
  await expect(page.getByRole('img', { name: '5 out of 5, 1 review' }).first()).toBeVisible();
  const itemReviews = page.getByRole('region', { name: 'Reviews' });
  await expect(itemReviews.getByText('Sounds great, fresh strings.')).toBeVisible();

  // Her profile, from the owner card: two reviews (Hakim's for the sewing machine and the guitar).
  await page
    .getByRole('link', { name: /Siti Rahman/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Siti Rahman' })).toBeVisible();
  await expect(page.getByRole('img', { name: '5 out of 5, 2 reviews' })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(
    reviews.getByText('The guitar was set up perfectly. Would rent from Siti again.'),
  ).toBeVisible();
  await expect(reviews.getByText(/^Hakim, /).first()).toBeVisible();
});
