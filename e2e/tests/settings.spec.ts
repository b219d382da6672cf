import { expect, refusal, test, type Page } from './fixtures';
import { followEmailLink, uniqueEmail } from './mailbox';
import { logIn } from './session';

// Refusals this spec provokes on purpose (Chromium logs each error answer; fixtures.ts).
test.use({
  expectedConsoleErrors: {
    'a telephone that is not a number': refusal(422, /^\/api\/user\/update-settings\/$/),
  },
});

// Issue 15, "Tried as a new user would": a member's settings through the built app and the real
// server. Faizal: a demo member no other journey uses (his name and photo change here).

/** A real PNG (64×64, one colour), made with sharp: the server checks it by content and re-encodes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDKuPM1Wq0rYh7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQveIfHmGpMR5tFPLjAAAAAElFTkSuQmCC',
  'base64',
);

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.beforeEach(async ({ page }) => {
  await logIn(page, 'faizal@pinjam.bn', 'faizal-pass-2026');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('a new photo shows in the navbar at once', async ({ page }) => {
  const photo = section(page, 'Profile photo');
  await photo
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await photo.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your new photo is saved.', { exact: true })).toBeVisible();
  const greeting = page.getByRole('button', { name: /Hi, Faizal/ });
  await expect(greeting.locator('img')).toHaveAttribute('src', /\/uploads\/avatars\/[\w-]+\.webp$/);
  // The server's copy is what the navbar shows, and it is kept after a reload.
  const src = await greeting.locator('img').getAttribute('src');
  await page.reload();
  await expect(page.getByRole('button', { name: /Hi, Faizal/ }).locator('img')).toHaveAttribute('src', src!);
});

test('bank details are shown masked once saved, never whole', async ({ page }) => {
  const bank = section(page, 'Bank details');
  await bank.getByLabel('Bank', { exact: true }).fill('BIBD (Bank Islam Brunei Darussalam)');
  await bank.getByLabel('Account number').fill('0012 3456 4821');
  await bank.getByRole('button', { name: 'Save bank details' }).click();
  await expect(bank.getByText('BIBD (Bank Islam Brunei Darussalam), account •••• 4821')).toBeVisible();
  await expect(bank.getByLabel('Account number')).toHaveCount(0);
  await page.reload();
  await expect(section(page, 'Bank details').getByText(/account •••• 4821/)).toBeVisible();
  expect(await page.content()).not.toContain('001234564821');
});

test('a telephone that is not a number gets its message beside the field', async ({ page }) => {
  const address = section(page, 'Address');
  const phone = address.getByLabel('Telephone');
  await phone.fill('call me maybe');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(phone).toHaveAccessibleDescription(/Enter a phone number of digits, e\.g\. \+673 712 3456/);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  // Corrected, it saves.
  await phone.fill('+673 712 3456');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Your settings have been saved.', { exact: true })).toBeVisible();
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
});

test('a new name shows in the greeting', async ({ page }) => {
  const profile = section(page, 'Profile');
  await profile.getByLabel('Full name').fill('Fazli Ismail');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('button', { name: /Hi, Fazli/ })).toBeVisible();
  // Put back, so the demo stays as it was.
  await profile.getByLabel('Full name').fill('Faizal Ismail');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('button', { name: /Hi, Faizal/ })).toBeVisible();
});

test('a new email is confirmed by the link sent to it', async ({ page }) => {
  const newEmail = uniqueEmail('faizal');
  const changeTo = async (address: string) => {
    const email = section(page, 'Email');
    await email.getByLabel('New email address').fill(address);
    await email.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(
      email.getByText(`We sent a link to ${address}. Open it to finish the change.`),
    ).toBeVisible();
    await followEmailLink(page, address, 'Confirm your new Pinjam email address');
    await expect(page).toHaveURL(/\/settings\?email=confirmed$/);
    await expect(page.getByText('Your new email address is confirmed.', { exact: true })).toBeVisible();
    await expect(section(page, 'Email').getByText(address, { exact: true })).toBeVisible();
  };
  await changeTo(newEmail);
  // Put back, so the demo login stays as printed.
  await changeTo('faizal@pinjam.bn');
});
