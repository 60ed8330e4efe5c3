import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demo, logIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { outboxEmails, outboxReader, sentMail } from '../support/outbox';
import { type Applicant, fillApplication, setHoursEveryDay, signUpOnApply, testPhone } from '../support/provider-application';
import { newCustomer } from '../support/sign-up';

/**
 * Admin markets at phone width (issue 20, docs/admin-markets.md), one market's launch from start
 * to end: the admin creates a market (a slug of its own per run), prices Home cleaning there and
 * someone joins its waitlist; going live is refused, with the reason on screen. A new person
 * applies to be a provider in that coming-soon market, the admin approves them on its
 * dashboard, they set weekly hours (every day, so the weekday does not matter), and now the
 * market goes live: exactly one launch email to the waitlist, none more after going back to
 * coming soon and live again; the email's own unsubscribe link works, logged out.
 */
const phone = { viewport: { width: 360, height: 740 } };

/** A market made for this run: unique slug, one postal code of its own. */
function runMarket() {
  const suffix = Date.now().toString(36);
  return { id: `e2e-${suffix}`, name: `Testville ${suffix}`, postalCode: `T${suffix.slice(-4).toUpperCase()}` };
}
type RunMarket = ReturnType<typeof runMarket>;

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext(phone)).newPage();
}

/** /admin/markets/new → the market's page, the form's own check seen first. */
async function createMarket(page: Page, market: RunMarket) {
  await page.goto('/admin/markets');
  await expect(page.getByRole('heading', { name: 'Markets', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'Markets');
  await page.getByRole('link', { name: 'New market' }).click();

  await expect(page.getByRole('heading', { name: 'New market', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'New market');
  await page.getByRole('button', { name: 'Create market' }).click();
  await expect(page.getByRole('textbox', { name: /Postal codes served/ })).toHaveAccessibleDescription(/List at least one postal code/);

  await page.getByRole('textbox', { name: /Slug/ }).fill(market.id);
  await page.getByRole('textbox', { name: /^Name/ }).fill(market.name);
  await page.getByRole('combobox', { name: /Time zone/ }).selectOption('America/Chicago');
  await page.getByRole('combobox', { name: /Currency/ }).selectOption('USD');
  await page.getByRole('textbox', { name: /Service area/ }).fill('Testville and around');
  await page.getByRole('textbox', { name: /Postal codes served/ }).fill(market.postalCode);
  await page.getByRole('button', { name: 'Create market' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/markets/${market.id}$`));
  await expect(page.getByRole('heading', { name: `${market.name} (${market.id})` })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Status\s+Coming soon/ })).toBeVisible();
  await expect(page.getByText('Needs an active provider and a priced service before it can go live.')).toBeVisible();
  await expectNoSeriousViolations(page, 'A market');
}

/** Services → Home cleaning's price in the new market (a price change applies to new bookings only). */
async function priceHomeCleaning(page: Page, market: RunMarket) {
  await page.getByRole('link', { name: 'Services and prices' }).click();
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  await expect(page.getByText(/applies to new bookings only/)).toBeVisible();
  const priceForm = page.getByRole('form', { name: `Price of Home cleaning in ${market.name}` });
  await priceForm.getByRole('textbox', { name: 'Price (USD)' }).fill('49.50');
  await priceForm.getByRole('button', { name: /Save the price/ }).click();
  await expect(priceForm.getByRole('status')).toHaveText('Saved');
  const prices = page.getByRole('table', { name: 'Prices of Home cleaning' });
  await expect(prices.getByRole('row').filter({ hasText: market.name })).toContainText('$49.50');
  await expectNoSeriousViolations(page, 'Services');
}

/** The status change's outcome: a refusal is announced at once (alert), a change politely (status). */
const statusAlert = (page: Page, title: 'Done' | 'Not changed') => page.getByRole(title === 'Done' ? 'status' : 'alert').filter({ hasText: title });

test('an admin launches a new market: refused without a provider, then one approved provider later it opens and its waitlist is emailed exactly once', async ({ browser }) => {
  test.setTimeout(300_000);
  const market = runMarket();
  const waiting = `waiting-${market.id}@example.com`;
  const admin = await phonePage(browser);
  const outbox = await outboxReader();
  try {
    // Created, priced, someone waiting; going live is refused with the reason.
    await logIn(admin, demo.admin);
    await createMarket(admin, market);
    await priceHomeCleaning(admin, market);
    const joined = await admin.request.post('/api/waitlist', { headers: { 'x-requested-with': 'handyhub' }, data: { postalCode: market.postalCode, email: waiting } });
    expect(joined.status()).toBe(204);
    await admin.goto(`/admin/markets/${market.id}`);
    await expect(admin.getByText('Waiting on the waitlist').locator('..')).toContainText('1');
    await admin.getByRole('button', { name: 'Go live' }).click();
    await expect(statusAlert(admin, 'Not changed')).toContainText('It needs at least one active provider');
    await expect(admin.getByRole('heading', { name: /Status\s+Coming soon/ })).toBeVisible();
    await expectNoSeriousViolations(admin, 'Go live refused');

    // A new person applies to work in the coming-soon market.
    const person: Applicant = { ...newCustomer('Morgan Pioneer'), phone: testPhone(), displayName: `Morgan ${market.id}` };
    const applicant = await phonePage(browser);
    await signUpOnApply(applicant, person);
    await fillApplication(applicant, person, { marketId: market.id });
    await applicant.getByRole('button', { name: 'Submit application' }).click();
    await expect(applicant.getByRole('status').filter({ hasText: 'The market team is reviewing your application' })).toBeVisible();

    // The admin approves them on that market's dashboard.
    await admin.goto(`/market/${market.id}/dashboard?tab=providers`);
    const card = admin.locator('[data-application-id]').filter({ hasText: person.displayName });
    await expect(card.getByRole('list', { name: 'Checks' })).toContainText('Identity clear');
    await card.getByRole('button', { name: `Review ${person.displayName}` }).click();
    const application = admin.getByRole('dialog', { name: `Application from ${person.displayName}` });
    await expect(application).toContainText(person.email);
    await application.getByRole('button', { name: 'Approve' }).click();
    const approve = admin.getByRole('dialog', { name: 'Approve this application' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toBeHidden();
    await expect(application).toContainText('This application was approved');
    await application.getByRole('button', { name: 'Close' }).first().click();
    await expect(card).toHaveCount(0);

    // Approved but without weekly hours nobody could book them: still refused.
    await admin.goto(`/admin/markets/${market.id}`);
    await admin.getByRole('button', { name: 'Go live' }).click();
    await expect(statusAlert(admin, 'Not changed')).toContainText('weekly hours set');

    // The new provider sets weekly hours from their first steps.
    await applicant.goto('/provider');
    await applicant.getByRole('list', { name: 'First steps' }).getByRole('link', { name: /Set your weekly hours/ }).click();
    await expect(applicant.locator('section[aria-labelledby="hours-title"]')).toBeVisible();
    await expectNoSeriousViolations(applicant, 'Weekly hours', { include: 'section[aria-labelledby="hours-title"]' });
    await setHoursEveryDay(applicant);

    // Now it goes live: the waitlist's one person is emailed.
    await admin.goto(`/admin/markets/${market.id}`);
    await expect(admin.getByText('Needs an active provider')).toHaveCount(0);
    await admin.getByRole('button', { name: 'Go live' }).click();
    await expect(statusAlert(admin, 'Done')).toContainText(`${market.name} is live. 1 person on its waitlist is being told.`);
    await expect(admin.getByRole('heading', { name: /Status\s+Live/ })).toBeVisible();
    await expectNoSeriousViolations(admin, 'Gone live');
    const launchEmails = () => outboxEmails(outbox, (item) => item.event === 'market_launch' && item.recipient === waiting);
    await expect.poll(async () => (await launchEmails()).map((item) => item.status), { message: 'the launch email is sent', timeout: 30_000 }).toEqual(['sent']);

    // Back to coming soon and live again: nobody is emailed twice (the emails are queued with the change).
    await admin.getByRole('button', { name: 'Back to coming soon' }).click();
    await expect(statusAlert(admin, 'Done')).toContainText(`${market.name} is coming soon.`);
    await admin.getByRole('button', { name: 'Go live' }).click();
    await expect(statusAlert(admin, 'Done')).toContainText(`${market.name} is live. Nobody on its waitlist is left to tell.`);
    const [launch] = await launchEmails();
    expect((await launchEmails()).map((item) => item.id)).toEqual([launch!.id]);

    // The email's own link to leave the waitlist, in its text and its HTML, works logged out.
    const mail = (await sentMail(outbox, launch!.id))!;
    expect(mail.subject).toBe(`We are live in ${market.name} — book now`);
    const link = /\/market\/waitlist\/unsubscribe\?token=[\w%-]+/.exec(mail.text)?.[0];
    expect(link, 'the launch email links to the waitlist unsubscribe page').toBeDefined();
    expect(mail.html).toContain(link);
    const reader = await phonePage(browser);
    await reader.goto(link!);
    await expect(reader.getByRole('heading', { name: 'Leave the waitlist?' })).toBeVisible();
    await expect(reader).toHaveURL(/\/market\/waitlist\/unsubscribe$/);
    await expectNoSeriousViolations(reader, 'Leave the waitlist');
    await reader.getByRole('button', { name: 'Leave the waitlist' }).click();
    await expect(reader.getByRole('heading', { name: 'You have left the waitlist' })).toBeFocused();
    await expectNoSeriousViolations(reader, 'Left the waitlist');
  } finally {
    await outbox.dispose();
  }
});

test('a waitlist unsubscribe link that is not valid says so', async ({ browser }) => {
  const page = await phonePage(browser);
  await page.goto('/market/waitlist/unsubscribe?token=00000000-0000-4000-8000-000000000000');
  await page.getByRole('button', { name: 'Leave the waitlist' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is not valid any more');
});
