import type { Page } from '@playwright/test';

/** The card field's labels, as the page's language words them (apps/booking's catalogues). */
const labels = {
  en: { number: 'Card number', month: 'Expiry month', year: 'Expiry year', cvc: 'Security code' },
  de: { number: 'Kartennummer', month: 'Ablaufmonat', year: 'Ablaufjahr', cvc: 'Sicherheitscode' },
} as const;

/** Types a test card into the card field (confirm step, or "Pay now" on the job page). */
export async function fillTestCard(page: Page, number: string, language: keyof typeof labels = 'en'): Promise<void> {
  const label = labels[language];
  await page.getByLabel(label.number).fill(number);
  await page.getByLabel(label.month).fill('12');
  await page.getByLabel(label.year).fill(String((new Date().getUTCFullYear() + 3) % 100));
  await page.getByLabel(label.cvc).fill('123');
}
