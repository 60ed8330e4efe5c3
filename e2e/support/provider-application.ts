import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { emailedSignupCode } from './accounts';
import { outboxReader } from './outbox';

/**
 * Going through /provider/apply as a person does (docs/provider-onboarding.md), with the test-mode
 * values that come back clear: shared by provider-apply.spec (each step's screen) and
 * supply-journey.spec (the application is only its start).
 */

/** The code texted to `phone`, read from the outbox as an admin (the e2e site keeps text messages locally). */
export async function textedCode(admin: APIRequestContext, phone: string): Promise<string> {
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

/** Waits for a step's heading. */
export const applyStep = (page: Page, step: string) => expect(page.getByRole('heading', { name: step })).toBeVisible();

export interface Applicant {
  name: string;
  email: string;
  password: string;
  /** Unique per run: the outbox is searched by it. */
  phone: string;
  displayName: string;
}

/** A phone number of the fictional 555-01xx range, different on each call. */
export const testPhone = () => `+1 212 555 01${30 + Math.floor(Math.random() * 50)}`;

/** "Your account": signs up in place, typing the emailed code; ends on "Start my application". */
export async function signUpOnApply(page: Page, person: Applicant): Promise<void> {
  if (!page.url().includes('/provider/apply')) await page.goto('/provider/apply');
  await applyStep(page, 'Your account');
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Phone (optional)').fill(person.phone);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel(/6-digit code/).fill(await emailedSignupCode(person.email));
  await page.getByRole('button', { name: 'Confirm and create account' }).click();
}

/**
 * Every step after the account, for home cleaning in `marketId` (New York unless said; a coming
 * soon market is offered too), with values the test-mode checks pass; `atStep` runs on each
 * step's screen (e.g. an axe check). Ends on "Review and submit".
 */
export async function fillApplication(page: Page, person: Applicant, { marketId = 'nyc', atStep = async () => {} }: { marketId?: string; atStep?: (step: string) => Promise<void> } = {}): Promise<void> {
  const admin = await outboxReader();
  try {
    await page.getByRole('button', { name: 'Start my application' }).click();
    await applyStep(page, 'Market and services');
    await page.getByRole('combobox', { name: /Market/ }).selectOption(marketId);
    await page.getByRole('checkbox', { name: 'Home cleaning' }).check();
    await atStep('Market and services');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await applyStep(page, 'Experience and about you');
    await page.getByLabel('Name customers see').fill(person.displayName);
    await page.getByLabel('Years of experience').fill('7');
    await page.getByRole('textbox', { name: 'About you' }).fill('Seven years of careful home cleaning.');
    await atStep('Experience and about you');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await applyStep(page, 'Picture');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0e7490' } }).jpeg().toBuffer();
    await page.getByLabel('Picture of you').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Upload and continue' }).click();

    await applyStep(page, 'Phone');
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByLabel('Code from the text message').fill(await textedCode(admin, person.phone));
    await page.getByRole('button', { name: 'Verify phone' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await applyStep(page, 'Identity');
    await expect(page.getByText('Test mode: identity check')).toBeVisible();
    await atStep('Identity');
    await page.getByLabel('Legal name').fill(person.name);
    await page.getByLabel('Date of birth').fill('1990-04-02');
    await page.getByLabel('ID number').fill('000000000');
    await page.getByRole('button', { name: 'Check my identity' }).click();

    await applyStep(page, 'Payout account');
    await expect(page.getByText('Test mode: payouts')).toBeVisible();
    await page.getByLabel('Account holder').fill(person.name);
    await page.getByLabel('Routing number').fill('110000000');
    await page.getByLabel('Account number').fill('000123456789');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await applyStep(page, 'Provider terms');
    await page.getByRole('checkbox', { name: /I accept the provider terms/ }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await applyStep(page, 'Review and submit');
    await expect(page.getByText('Ending 6789')).toBeVisible();
  } finally {
    await admin.dispose();
  }
}

/**
 * After approval: on the Weekly hours form (the first-steps checklist links to it), 09:00–13:00
 * every day, the form's default interval, so no spec depends on the weekday it runs on.
 */
export async function setHoursEveryDay(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Weekly hours' })).toBeVisible();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await page.getByRole('button', { name: `Add hours on ${day}` }).click();
    await expect(page.getByLabel(`From (${day}, interval 1)`)).toHaveValue('09:00');
    await expect(page.getByLabel(`To (${day}, interval 1)`)).toHaveValue('13:00');
  }
  await page.getByRole('button', { name: 'Save weekly hours' }).click();
  await expect(page.getByText('Your weekly hours are saved', { exact: true })).toBeVisible();
}
