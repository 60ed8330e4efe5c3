import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, demo, signIn } from '../support/accounts';
import { type MarketSettings, saveMarketSettings } from '../support/market-settings';
import { getJson, postJson } from '../support/provider-jobs';

/**
 * The market's Settings tab (issue 9): the demo manager raises New York's service fee and its
 * free-cancellation hours, sees the change in the history; a job booked afterwards has the new
 * fee and policy, one booked before keeps its own (on its page, as its customer). The settings
 * are put back and the two jobs cancelled at the end, so the specs after this one meet the
 * seeded market.
 */

interface Job {
  id: string;
  price: { subtotalMinor: number; serviceFeeMinor: number };
  policy: { freeCancellationHours: number; cancellationFeeBps: number; freeCancellationUntil: string };
}
const services = [{ serviceId: 'home-cleaning', quantity: 1 }];
const percent = (bps: number) => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
const dollars = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

/** Books the earliest time in New York with anyone but the demo provider (whose days the provider journey needs). */
async function bookEarliest(request: APIRequestContext, description: string): Promise<Job> {
  const { days } = await postJson<{ days: Array<{ slots: Array<{ start: string }> }> }>(request, '/api/markets/nyc/slots', { services, postalCode: '10011' });
  for (const { start } of days.flatMap((day) => day.slots)) {
    const { providers } = await postJson<{ providers: Array<{ provider: { id: string; displayName: string } }> }>(request, '/api/markets/nyc/slots/providers', { services, start });
    const chosen = providers.find(({ provider }) => provider.displayName !== 'Maria Alvarez');
    if (!chosen) continue;
    const { hold } = await postJson<{ hold: { id: string } }>(request, '/api/holds', { marketId: 'nyc', providerId: chosen.provider.id, start, services });
    const { job } = await postJson<{ job: Job }>(request, '/api/jobs', {
      holdId: hold.id,
      idempotencyKey: crypto.randomUUID(),
      services,
      address: { line1: '45 West 10th Street', city: 'New York', postalCode: '10011' },
      jobInfo: { descriptionHtml: `<p>${description}</p>`, size: 'small' },
      contact: { name: 'Riley Settings', email: 'riley@example.com', phone: '+1 212 555 0198' },
      paymentMethod: 'pm_card_visa',
    });
    return job;
  }
  throw new Error('Nobody is free in New York City.');
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${where} — ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('a manager changes the service fee and free cancellation: the history shows it, new bookings get it, an earlier job keeps its terms', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const customer = await (await browser.newContext()).newPage();
  await createAccount(customer.request, 'Riley Settings');
  await signIn(page, demo.manager);
  const original = await getJson<MarketSettings>(page.request, '/api/markets/nyc/settings');
  const serviceFeeBps = (original.serviceFeeBps as number) + 100;
  const freeCancellationHours = (original.freeCancellationHours as number) + 24;
  const booked: string[] = [];
  try {
    const before = await bookEarliest(customer.request, 'Booked before the change.');
    booked.push(before.id);

    await page.goto('/market/nyc/dashboard?tab=settings');
    const fee = page.getByRole('spinbutton', { name: /Service fee/ });
    await expect(fee).toHaveValue(String((original.serviceFeeBps as number) / 100));
    await expect(page.getByText('Applies to new bookings; existing jobs keep the terms they were booked with.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await expectNoSeriousViolations(page, 'Settings tab');

    await fee.fill(String(serviceFeeBps / 100));
    await page.getByRole('spinbutton', { name: /Free cancellation until/ }).fill(String(freeCancellationHours));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    const history = page.getByRole('region', { name: 'Change history' });
    const latest = history.getByRole('listitem').first();
    await expect(latest).toContainText('Sam Patel (manager)');
    await expect(latest).toContainText(`Service fee: ${percent(original.serviceFeeBps as number)} → ${percent(serviceFeeBps)}`);
    await expect(latest).toContainText(`Free cancellation until: ${original.freeCancellationHours} hours before the start → ${freeCancellationHours} hours before the start`);
    await expectNoSeriousViolations(page, 'Settings tab with its history');

    // A booking made now has the new fee and policy…
    const after = await bookEarliest(customer.request, 'Booked after the change.');
    booked.push(after.id);
    expect(after.price.serviceFeeMinor).toBe(Math.floor((after.price.subtotalMinor * serviceFeeBps + 5_000) / 10_000));
    expect(after.policy.freeCancellationHours).toBe(freeCancellationHours);

    // …the one made before keeps its own: its page, as its customer, and the API.
    await customer.goto(`/job/${before.id}`);
    await expect(customer.getByRole('row', { name: /Service fee/ })).toContainText(dollars(before.price.serviceFeeMinor));
    expect(before.price.serviceFeeMinor).toBe(Math.floor((before.price.subtotalMinor * (original.serviceFeeBps as number) + 5_000) / 10_000));
    const again = await getJson<Job>(customer.request, `/api/jobs/${before.id}`);
    expect([again.price, again.policy]).toEqual([before.price, before.policy]);
  } finally {
    await saveMarketSettings(page.request, 'nyc', original);
    for (const id of booked) await postJson(customer.request, `/api/jobs/${id}/cancel`, { reason: 'Cleaning up after the settings test' });
  }
});

test('the Settings tab fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, demo.manager);
  await page.goto('/market/nyc/dashboard?tab=settings');
  await expect(page.getByRole('spinbutton', { name: /Service fee/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Postal codes served/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change history' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('settings-360.png'), fullPage: true });
});
