import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { emailedSignupCode } from '../support/accounts';
import { outboxReader } from '../support/outbox';
import { newCustomer } from '../support/sign-up';

/**
 * Issue 20, the applicant's side (docs/provider-onboarding.md), at phone width: a new person
 * signs up in place, fills every step with test values that come back clear, and submits.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

/** The code texted to `phone`, read from the outbox as an admin (the e2e site keeps text messages locally). */
async function textedCode(admin: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { items } = (await (await admin.get('/api/admin/notifications?channel=sms&pageSize=100')).json()) as { items: Array<{ id: string; recipient: string | null }> };
      const newest = items.find((item) => item.recipient === phone);
      if (!newest) return 'not queued';
      const detail = (await (await admin.get(`/api/admin/notifications/${newest.id}`)).json()) as { sms: { body: string } | null };
      code = /\b(\d{6})\b/.exec(detail.sms?.body ?? '')?.[1] ?? '';
      return code ? 'sent' : 'not sent';
    }, { timeout: 30_000 })
    .toBe('sent');
  return code;
}

const next = (page: Page, step: string) => expect(page.getByRole('heading', { name: step })).toBeVisible();

test('a new person applies to become a provider, step by step, and submits', async ({ page }) => {
  const person = newCustomer('Robin Applicant');
  const phone = '+1 212 555 0188';
  const admin = await outboxReader();

  await page.goto('/provider/apply');
  await next(page, 'Your account');
  await axeClean(page);
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Phone (optional)').fill(phone);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel(/6-digit code/).fill(await emailedSignupCode(person.email));
  await page.getByRole('button', { name: 'Confirm and create account' }).click();

  await page.getByRole('button', { name: 'Start my application' }).click();
  await next(page, 'Market and services');
  await page.getByRole('combobox', { name: /Market/ }).selectOption('nyc');
  await page.getByRole('checkbox', { name: 'Home cleaning' }).check();
  await axeClean(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await next(page, 'Experience and about you');
  await page.getByLabel('Name customers see').fill('Robin R.');
  await page.getByLabel('Years of experience').fill('7');
  await page.getByRole('textbox', { name: 'About you' }).fill('Seven years of careful home cleaning.');
  await axeClean(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await next(page, 'Picture');
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0e7490' } }).jpeg().toBuffer();
  await page.getByLabel('Picture of you').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Upload and continue' }).click();

  await next(page, 'Phone');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await page.getByLabel('Code from the text message').fill(await textedCode(admin, phone));
  await page.getByRole('button', { name: 'Verify phone' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await next(page, 'Identity');
  await expect(page.getByText('Test mode: identity check')).toBeVisible();
  await axeClean(page);
  await page.getByLabel('Legal name').fill('Robin Applicant');
  await page.getByLabel('Date of birth').fill('1990-04-02');
  await page.getByLabel('ID number').fill('000000000');
  await page.getByRole('button', { name: 'Check my identity' }).click();

  await next(page, 'Payout account');
  await expect(page.getByText('Test mode: payouts')).toBeVisible();
  await page.getByLabel('Account holder').fill('Robin Applicant');
  await page.getByLabel('Routing number').fill('110000000');
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await next(page, 'Provider terms');
  await page.getByRole('checkbox', { name: /I accept the provider terms/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await next(page, 'Review and submit');
  await expect(page.getByText('Ending 6789')).toBeVisible();
  await axeClean(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The market team is reviewing your application' })).toBeVisible();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await axeClean(page);
  await admin.dispose();
});
