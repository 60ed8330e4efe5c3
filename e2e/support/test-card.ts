import type { Page } from '@playwright/test';

/** Types a test card into the card field (confirm step, or "Pay now" on the job page). */
export async function fillTestCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String((new Date().getUTCFullYear() + 3) % 100));
  await page.getByLabel('Security code').fill('123');
}
