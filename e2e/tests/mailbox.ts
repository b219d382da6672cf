import { expect, type Page } from '@playwright/test';

/** Opens the dev mailbox and follows the link in the newest email with this subject to this address. */
export async function followEmailLink(page: Page, to: string, subject: string) {
  await page.goto('/dev/mailbox');
  const email = page
    .getByRole('article', { name: subject })
    .filter({ hasText: `To ${to}` })
    .first();
  await expect(email).toBeVisible();
  await email.getByRole('link').first().click();
}

/** A fresh address for each run, so journeys never collide with earlier data. */
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.bn`;
