import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { accountMail, outboxEmails, outboxReader, sentMail } from '../support/outbox';
import { pdfText } from '../support/pdf-text';
import { getJson, postJson, startableFrom } from '../support/provider-jobs';
import { newCustomer } from '../support/sign-up';
import { fillTestCard } from '../support/test-card';

/**
 * Issue 23's "Done when", the German journey (docs/languages.md): a new visitor whose browser
 * asks for German (de-DE) books a Berlin job through every step of the booking flow, from
 * Berlin's market page, creating the account on the way; the sign-up code, the pages of every
 * step, /my-jobs and the job's page are German with German formats (the 24-hour clock, German day
 * and month names, "121,09 €"), in Berlin's time although the browser is in New York. The booking
 * email arrives in German. The Berlin provider she chose accepts, starts (the test clock moved to
 * the start) and completes the job; the invoice on her job page and the PDF she downloads from it
 * are German. Axe finds no serious violation on the German pages languages.spec does not visit.
 * Service names on invoices and in emails are left out: they are the API's data (docs/languages.md).
 */

const zone = 'Europe/Berlin';
const german = (instant: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('de-DE', { timeZone: zone, ...options }).format(new Date(instant));
/** "Mittwoch, 18. November 2026" */
const longDay = (instant: string) => german(instant, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** "14:00": the 24-hour clock, as the pages write a time. */
const clockTime = (instant: string) => german(instant, { hour: 'numeric', minute: '2-digit' });
/** "MEZ" (or "MESZ" in summer): Berlin's zone as German names it. */
const zoneName = (instant: string) => german(instant, { timeZoneName: 'short' }).split(' ').at(-1)!;
/** "121,09 €", with Intl's no-break space, which Playwright's text matching reads as a space. */
const euros = (minor: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(minor / 100);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The job's time as the job pages write it: "Mittwoch, 18. November 2026, 14:00 – 17:00, Ortszeit Berlin (MEZ)". */
const jobTime = (job: { start: string; end: string }) =>
  new RegExp(escape(`${longDay(job.start)}, ${clockTime(job.start)} – ${clockTime(job.end)}, Ortszeit Berlin (${zoneName(job.start)})`));
const GERMAN_MONEY = /\d{1,3}(\.\d{3})*,\d{2}\s€/;

const stepHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const next = (page: Page, name = 'Weiter') => page.getByRole('button', { name, exact: true }).click();
/** Nothing a German reader would not write: no 12-hour times, no dollar amounts. */
const expectGermanFormats = (page: Page) => expect(page.locator('main')).not.toContainText(/\d (AM|PM)\b|\$\d/);

interface Job {
  start: string;
  end: string;
  totalMinor: number;
  provider: { id: string; displayName: string };
}

test.use({ locale: 'de-DE', timezoneId: 'America/New_York' });

test('a German browser books a Berlin job through every step, reads My jobs and the job in German, gets the booking email and the invoice PDF in German', async ({ page, browser, testClock }) => {
  test.setTimeout(240_000);
  const customer = newCustomer('Greta Neukundin');
  const admin = await outboxReader();
  const providerContext = await browser.newContext();
  try {
    // Services: from Berlin's page, the market already chosen; German names and prices.
    await page.goto('/market/berlin');
    await page.getByRole('link', { name: 'Jetzt in Berlin buchen' }).click();
    await expect(stepHeading(page)).toHaveText('Wählen Sie Ihre Leistungen');
    await expect(page.getByLabel('Stadt', { exact: true })).toHaveValue('berlin');
    await page.getByLabel('Wohnungsreinigung').fill('3');
    await expect(page.getByText('Geschätzte Dauer: etwa 3 Stunden')).toBeVisible();
    await expect(page.getByRole('complementary').getByText(GERMAN_MONEY).first()).toBeVisible();
    await next(page);

    await expect(stepHeading(page)).toHaveText('Wo ist der Auftrag?');
    await page.getByLabel('Straße und Hausnummer').fill('Invalidenstraße 1');
    await page.getByRole('textbox', { name: 'Ort' }).fill('Berlin');
    await page.getByLabel('Postleitzahl').fill('10115');
    await expectNoSeriousViolations(page, 'booking, address step (de)');
    await next(page);

    await expect(stepHeading(page)).toHaveText('Erzählen Sie uns vom Auftrag');
    await page.getByRole('textbox', { name: 'Beschreiben Sie den Auftrag' }).fill('Zwei Zimmer und die Küche, bitte mit Ökoreiniger.');
    await page.getByRole('radio', { name: /^Mittel/ }).click();
    await expectNoSeriousViolations(page, 'booking, job-info step (de)');
    await next(page);

    // Contact details, creating the account: the sign-up code comes in the page's language.
    await expect(stepHeading(page)).toHaveText('Ihre Kontaktdaten');
    await page.getByLabel('Vollständiger Name').fill(customer.name);
    await page.getByLabel('E-Mail').fill(customer.email);
    await page.getByLabel('Telefon').fill('+49 30 5550 1999');
    await page.getByLabel('Passwort wählen').fill(customer.password);
    await expectNoSeriousViolations(page, 'booking, contact step (de)');
    await next(page, 'Konto anlegen und weiter');
    await expect(page.getByText(`Wir haben einen 6-stelligen Code an ${customer.email} gesendet.`)).toBeVisible();
    await expectNoSeriousViolations(page, 'booking, contact step, the code (de)');
    const codeMail = await accountMail(admin, customer.email, /^\d{6} ist Ihr Handyhub-Code$/);
    expect(codeMail.text).toContain(`Guten Tag ${customer.name},`);
    await page.getByLabel('6-stelliger Code').fill(codeMail.code!);
    await next(page, 'Bestätigen und weiter');

    // Times by day, in Berlin's zone named in German; an afternoon time shows the 24-hour clock.
    await expect(stepHeading(page)).toHaveText('Wählen Sie eine Startzeit');
    await expect(page.getByText(/^Alle Zeiten in Ortszeit Berlin \((MEZ|MESZ)\)\.$/)).toBeVisible();
    const days = page.locator('[data-page="book-now/time-selection"] [role="group"]');
    await expect(days.first().getByRole('heading')).toHaveText(/^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
    await expectNoSeriousViolations(page, 'booking, time step (de)');
    await days.getByRole('button', { name: /^(1[3-9]|2[0-3]):[0-5]\d$/ }).first().click();

    await expect(stepHeading(page)).toHaveText('Wählen Sie Ihren Anbieter');
    const providers = page.getByRole('list', { name: 'Zu dieser Zeit freie Anbieter' }).getByRole('listitem');
    await expect(providers.first()).toContainText('Gesamtpreis inkl. Gebühren und Steuer');
    await expectNoSeriousViolations(page, 'booking, provider step (de)');
    await providers.first().getByRole('button', { name: /^Auswählen/ }).click();

    // Review: the price in euros as German writes them, then the test card.
    await expect(stepHeading(page)).toHaveText('Prüfen und buchen');
    await expect(page.getByText(/Wir halten diesen Termin noch/).first()).toBeVisible();
    const price = page.locator('section[aria-labelledby="price-title"]');
    for (const row of ['Zwischensumme', 'Servicegebühr', 'Steuer', 'Gesamt']) await expect(price.getByRole('row', { name: new RegExp(`^${row} ${GERMAN_MONEY.source}$`) })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="policy-title"]')).toContainText('Stornierung');
    await expectGermanFormats(page);
    await expectNoSeriousViolations(page, 'booking, confirm step (de)');
    await fillTestCard(page, '4242 4242 4242 4242', 'de');
    await page.getByRole('button', { name: new RegExp(`^Buchen und ${GERMAN_MONEY.source} autorisieren$`) }).click();

    await expect(page).toHaveURL(/\/job\/[0-9a-f-]{36}$/);
    const jobId = page.url().split('/').pop()!;
    const job = await getJson<Job>(page.request, `/api/jobs/${jobId}`);
    await expect(page.getByText(`Gebucht! Wir haben Ihre Anfrage an ${job.provider.displayName} gesendet`)).toBeVisible();
    await expect(stepHeading(page)).toHaveText('Wohnungsreinigung, 3 Stunden');
    // Signed up from a German page: the account reads German, so its emails do too.
    expect((await getJson<{ user: { language: string } }>(page.request, '/api/auth/me')).user.language).toBe('de');

    // My jobs: the job with its status, its time and its total, in German.
    await page.goto('/my-jobs');
    await expect(stepHeading(page)).toHaveText('Meine Aufträge');
    const row = page.locator(`li[data-job-id="${jobId}"]`);
    await expect(row.getByRole('link', { name: 'Wohnungsreinigung, 3 Stunden' })).toHaveAttribute('href', `/job/${jobId}`);
    await expect(row).toContainText('Angefragt');
    await expect(row).toContainText(jobTime(job));
    await expect(row).toContainText(euros(job.totalMinor));
    await expectGermanFormats(page);
    await expectNoSeriousViolations(page, '/my-jobs (de)');

    // The job's page.
    await row.getByRole('link', { name: 'Wohnungsreinigung, 3 Stunden' }).click();
    await expect(stepHeading(page)).toHaveText('Wohnungsreinigung, 3 Stunden');
    await expect(page.getByText('Angefragt').first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText(jobTime(job));
    await expect(page.getByRole('main')).toContainText(`Gesamt${euros(job.totalMinor)}`);
    await expectGermanFormats(page);
    await expectNoSeriousViolations(page, '/job/{id} (de)');

    // The booking email, as delivered: German, Berlin's time on the 24-hour clock.
    const booked = await bookingEmail(admin, customer.email, jobId);
    expect(booked.subject).toMatch(/^Buchung eingegangen: .+ am (Mo|Di|Mi|Do|Fr|Sa|So)\., \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+\.?$/);
    expect(booked.text).toContain(`Guten Tag ${customer.name},`);
    expect(booked.text).toContain(`${longDay(job.start)}, ${clockTime(job.start)}–${clockTime(job.end)} Uhr, Ortszeit Berlin (${zoneName(job.start)})`);
    expect(booked.text).toContain(`${job.provider.displayName} bestätigt sie in Kürze`);
    expect(booked.text).toContain('Sie erhalten diese E-Mail, weil Sie diesen Auftrag bei Handyhub gebucht haben.');
    expect(booked.text).not.toMatch(/\d (AM|PM)\b|\bHi\b/);
    expect(booked.html).toContain('lang="de"');

    // The provider (a seeded Berlin account, found by the admin) does the job; the total is captured.
    const provider = await getJson<{ items: Array<{ email: string; providerId: string | null }> }>(admin, `/api/admin/users?q=${encodeURIComponent(job.provider.displayName)}`);
    const providerPage = await providerContext.newPage();
    await signIn(providerPage, provider.items.find((person) => person.providerId === job.provider.id)!.email);
    await postJson(providerPage.request, `/api/provider/jobs/${jobId}/accept`);
    await testClock.advanceTo(startableFrom(job));
    await postJson(providerPage.request, `/api/provider/jobs/${jobId}/start`);
    await postJson(providerPage.request, `/api/provider/jobs/${jobId}/complete`, {});
    await expect.poll(async () => (await getJson<{ status: string }>(page.request, `/api/jobs/${jobId}/payment`)).status, { timeout: 30_000 }).toBe('captured');

    // The invoice on her job page.
    await page.reload();
    await expect(page.getByText('Abgeschlossen').first()).toBeVisible();
    const invoice = page.getByRole('article', { name: /^Rechnung [A-Z]+-\d{6}$/ });
    await expect(invoice).toBeVisible();
    const invoiceNumber = (await invoice.getAttribute('aria-label'))!.replace('Rechnung ', '');
    const serviceDay = german(job.start, { day: 'numeric', month: 'short', year: 'numeric' });
    await expect(invoice).toContainText(`Leistungsdatum${serviceDay}`);
    await expect(invoice).toContainText('StatusBezahlt');
    await expect(invoice).toContainText('Rechnungsempfänger');
    await expect(invoice).toContainText(`Gesamt${euros(job.totalMinor)}`);
    await expectGermanFormats(page);
    await expectNoSeriousViolations(page, '/job/{id} with the invoice (de)');

    // The PDF, downloaded through the invoice's link.
    const download = page.waitForEvent('download');
    await invoice.getByRole('link', { name: 'PDF herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
    const text = await pdfText(await readFile(await file.path()));
    for (const expected of [
      'RECHNUNG',
      `Rechnungsnummer: ${invoiceNumber}`,
      `Leistungsdatum: ${german(job.start, { day: 'numeric', month: 'long', year: 'numeric' })} (${zone})`,
      'Status: Bezahlt',
      'Rechnungsempfänger',
      `Leistung erbracht von ${job.provider.displayName} (Berlin)`,
      'Beschreibung Menge Einzelpreis Betrag',
      'Zwischensumme',
      'Servicegebühr',
      `Gesamtbetrag ${euros(job.totalMinor).replace(/\s/g, ' ')}`,
      'TESTMODUS',
      'Seite 1 von 1',
      'Handyhub Marktplatz GmbH',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Rechnungsdatum: \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4} \(Europe\/Berlin\)/);
    expect(text).not.toMatch(/INVOICE|Subtotal|Total|Page \d|\$/);
  } finally {
    await Promise.all([admin.dispose(), providerContext.close()]);
  }
});

/** The customer's "booked" email for the job, once the worker has delivered it. */
async function bookingEmail(admin: APIRequestContext, to: string, jobId: string) {
  const found: { mail?: { subject: string; text: string; html: string } } = {};
  await expect
    .poll(
      async () => {
        const [item] = await outboxEmails(admin, (candidate) => candidate.event === 'booked' && candidate.jobId === jobId && candidate.recipient === to);
        found.mail = (item && (await sentMail(admin, item.id))) ?? undefined;
        return found.mail !== undefined;
      },
      { message: `the booking email to ${to}`, timeout: 30_000 },
    )
    .toBe(true);
  return found.mail!;
}
