import { randomUUID } from 'node:crypto';
import { NEW_ACCOUNT_PASSWORD } from '../../test-support/account-fixtures';
import { clearBlockingJobs, freeStartsOf, placeBody, providerOffering } from '../../test-support/job-fixtures';
import { bookThroughApi, cleaning, completeThroughApi } from '../../test-support/money-fixtures';
import { demoParties, messagesOf } from '../../test-support/notification-fixtures';
import { pdfText } from '../../test-support/pdf-text';
import { apiCall, createTestApp, createUser, csrf, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import type { OutboxPayload } from './payload';
import { renderEmail, renderSms } from './render';

/**
 * Every message is written in its recipient's language (docs/languages.md): the account's, else
 * the language of the job's market, else English; never the language of whoever acted.
 */
let clock = TEST_NOW;
let t: TestApp;
let parties: Awaited<ReturnType<typeof demoParties>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  parties = await demoParties(t);
  await t.db.updateTable('users').set({ language: 'de' }).where('email', '=', 'customer@example.com').execute();
  await t.db.updateTable('users').set({ language: 'en' }).where('email', '=', 'provider@example.com').execute();
});
afterAll(() => t.close());

const context = { siteUrl: 'https://handyhub.example', unsubscribeUrl: 'https://handyhub.example/notifications/unsubscribe?token=x', now: new Date(TEST_NOW) };
const emailTo = async (event: Parameters<typeof messagesOf>[1], jobId: string, email: string) => {
  const message = (await messagesOf(t, event, jobId)).find((candidate) => candidate.email === email && candidate.channel === 'email');
  if (!message) throw new Error(`No ${event} email to ${email}`);
  return message;
};
/** RFC 5545: continuation lines unfolded, then NAME:value per line. */
const icsFields = (ics: string) => Object.fromEntries(ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]));
/** Intl writes a no-break space between an amount and its currency; the tests read it as a space. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a booking in New York by a customer who reads German', () => {
  let jobId: string;
  beforeAll(async () => {
    const { placed } = await bookThroughApi(t, parties.customer, parties.maria, { afterDays: 2, now: new Date(clock) });
    expect(placed.statusCode).toBe(201);
    jobId = placed.json().job.id;
  });

  it('confirms to the customer in German, with a 24-hour clock and the zone named in German', async () => {
    const message = await emailTo('booked', jobId, 'customer@example.com');
    expect(message.payload.language).toBe('de');
    const email = await renderEmail(message.payload, context);
    expect(email.subject).toMatch(/^Buchung eingegangen: Wohnungsreinigung am [A-Z][a-z]\.,/);
    expect(email.text).toContain('Wohnungsreinigung × 2 Std.');
    expect(email.text).not.toContain('Home cleaning');
    expect(email.text).toMatch(/Guten Tag [^,]+,/);
    expect(email.text).toMatch(/\d{1,2}:\d{2}–\d{1,2}:\d{2} Uhr, Ortszeit New York \(GMT-5\)/);
    expect(email.text).not.toMatch(/\d (AM|PM)\b|\bHi\b/);
    expect(email.text).toContain('Sie erhalten diese E-Mail, weil Sie diesen Auftrag bei Handyhub gebucht haben.');
    expect(email.html).toContain('lang="de"');
  });

  it('attaches a calendar file in German', async () => {
    const { attachments } = await renderEmail((await emailTo('booked', jobId, 'customer@example.com')).payload, context);
    const fields = icsFields(attachments[0]!.content);
    expect(fields.SUMMARY).toBe('Wohnungsreinigung × 2 Std. mit Maria Alvarez');
    expect(fields.DESCRIPTION).toBe(`Zeiten in America/New_York. Handyhub-Auftrag ${jobId}.`);
  });

  it('tells the provider, who reads English, in English although the customer who booked reads German', async () => {
    const message = await emailTo('booked', jobId, 'provider@example.com');
    expect(message.payload.language).toBe('en');
    const email = await renderEmail(message.payload, context);
    expect(email.subject).toMatch(/^New job request: home cleaning on [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [AP]M EST$/);
    expect(email.text).toContain('Hi Maria Alvarez,');
    expect(email.text).toContain('Home cleaning × 2 h');
    expect(email.text).not.toContain('Wohnungsreinigung');
    const { attachments } = email;
    expect(icsFields(attachments[0]!.content).SUMMARY).toBe('Home cleaning × 2 h with Maria Alvarez');
  });

  it('texts each side the service’s name in their own language', async () => {
    const german = renderSms((await emailTo('booked', jobId, 'customer@example.com')).payload, context.siteUrl);
    expect(german).toContain('Wohnungsreinigung');
    expect(german).not.toContain('Home cleaning');
    const english = renderSms((await emailTo('booked', jobId, 'provider@example.com')).payload, context.siteUrl);
    expect(english).toMatch(/home cleaning/i);
    expect(english).not.toContain('Wohnungsreinigung');
  });

  it('keeps a queued message’s service names: a later rename does not change it', async () => {
    const before = (await emailTo('booked', jobId, 'customer@example.com')).payload;
    await t.db.updateTable('service_translations').set({ name: 'Grundreinigung' }).where('service_id', '=', 'home-cleaning').where('language', '=', 'de').execute();
    try {
      const after = (await emailTo('booked', jobId, 'customer@example.com')).payload;
      expect((await renderEmail(after, context)).subject).toBe((await renderEmail(before, context)).subject);
      expect((await renderEmail(after, context)).subject).toContain('Wohnungsreinigung');
    } finally {
      await t.db.updateTable('service_translations').set({ name: 'Wohnungsreinigung' }).where('service_id', '=', 'home-cleaning').where('language', '=', 'de').execute();
    }
  });

  it('downloads the job’s calendar file in the language of whoever asks', async () => {
    const german = await apiCall(t, 'GET', `/api/jobs/${jobId}/calendar.ics`, { cookie: parties.customer });
    expect(icsFields(german.body).SUMMARY).toBe('Wohnungsreinigung mit Maria Alvarez');
    const english = await apiCall(t, 'GET', `/api/jobs/${jobId}/calendar.ics`, { cookie: parties.provider });
    expect(icsFields(english.body).SUMMARY).toBe('Home cleaning with Maria Alvarez');
  });

  it('writes the invoice PDF in the customer’s language, whoever downloads it; the legal footer as the market has it', async () => {
    const { start } = await t.db.selectFrom('jobs').select('start_at as start').where('id', '=', jobId).executeTakeFirstOrThrow();
    await completeThroughApi(t, parties.provider, { jobId, start: start.getTime() }, (at) => (clock = at));
    const invoice = await t.db.selectFrom('invoices').select(['id', 'total_minor']).where('job_id', '=', jobId).executeTakeFirstOrThrow();
    const total = `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(invoice.total_minor / 100)} $`;
    for (const cookie of [parties.customer, parties.provider]) {
      const pdf = await apiCall(t, 'GET', `/api/invoices/${invoice.id}/pdf`, { cookie });
      const text = spaced(await pdfText(pdf.rawPayload));
      for (const expected of ['RECHNUNG', 'Rechnungsnummer: NYC-', 'Leistungsdatum:', 'Zwischensumme', 'Gesamtbetrag', total, 'TESTMODUS', 'Seite 1 von 1', 'Handyhub Marketplace Inc.']) {
        expect(text).toContain(expected);
      }
      expect(text).not.toMatch(/INVOICE|Subtotal/);
    }
  });
});

describe('a customer who never chose a language, in Berlin', () => {
  let jobId: string;
  let customer: string;
  let provider: { id: string; email: string };
  beforeAll(async () => {
    await createUser(t.db, { email: 'kim@example.com', name: 'Kim Weber', roles: ['customer'] });
    customer = await loginAs(t.app, 'kim@example.com');
    const providerId = await providerOffering(t.db, 'berlin', ['home-cleaning']);
    const { email } = await t.db.selectFrom('providers').innerJoin('users', 'users.id', 'providers.user_id').select('users.email').where('providers.id', '=', providerId).executeTakeFirstOrThrow();
    provider = { id: providerId, email };
    await clearBlockingJobs(t.db, [provider.id]);
    const after = clock + 2 * 24 * 3_600_000;
    const [start] = (await freeStartsOf(t, 'berlin', provider.id, cleaning, new Date(clock))).filter((candidate) => candidate.getTime() > after);
    const hold = await apiCall(t, 'POST', '/api/holds', { cookie: customer, body: { marketId: 'berlin', providerId: provider.id, start: start!.toISOString(), services: cleaning } });
    expect(hold.statusCode).toBe(201);
    const body = placeBody(hold.json().hold.id, randomUUID(), {
      address: { line1: 'Torstraße 1', city: 'Berlin', postalCode: '10119' },
      contact: { name: 'Kim Weber', email: 'kim@example.com', phone: '+49 30 1234567' },
    });
    const placed = await apiCall(t, 'POST', '/api/jobs', { cookie: customer, body });
    expect(placed.statusCode).toBe(201);
    jobId = placed.json().job.id;
    const providerCookie = await loginAs(t.app, provider.email);
    await completeThroughApi(t, providerCookie, { jobId, start: start!.getTime() }, (at) => (clock = at));
  });

  it('is written to in German, the market’s language, with amounts in euros as German writes them', async () => {
    const booked = await emailTo('booked', jobId, 'kim@example.com');
    expect(booked.payload.language).toBe('de');
    const confirmation = await renderEmail(booked.payload, context);
    expect(confirmation.subject).toMatch(/^Buchung eingegangen: Wohnungsreinigung am /);
    expect(confirmation.text).toMatch(/\d{1,2}:\d{2}–\d{1,2}:\d{2} Uhr, Ortszeit Berlin \(MEZ\)/);
    const paid = await renderEmail((await emailTo('payment_received', jobId, 'kim@example.com')).payload, context);
    expect(spaced(paid.subject)).toMatch(/^Zahlung erhalten: \d{1,3}(\.\d{3})*,\d{2} € für Ihren Auftrag „Wohnungsreinigung“$/);
  });

  it('reads the invoice in German', async () => {
    const invoice = await t.db.selectFrom('invoices').select('id').where('job_id', '=', jobId).executeTakeFirstOrThrow();
    const text = spaced(await pdfText((await apiCall(t, 'GET', `/api/invoices/${invoice.id}/pdf`, { cookie: customer })).rawPayload));
    expect(text).toMatch(/Rechnungsdatum: \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ 2026 \(Europe\/Berlin\)/);
    expect(text).toMatch(/Gesamtbetrag \d{1,3}(\.\d{3})*,\d{2} €/);
    expect(text).toContain('Handyhub Marktplatz GmbH');
  });
});

describe('the sign-up code', () => {
  const signup = (email: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { ...csrf, ...headers }, payload: { name: 'Lena Vogel', email, password: NEW_ACCOUNT_PASSWORD } });
  const codeMessage = async (email: string) => {
    const row = await t.db.selectFrom('notifications').select('payload').where('recipient', '=', email).where('template', '=', 'signup_code').executeTakeFirstOrThrow();
    return row.payload as OutboxPayload;
  };

  it('is written in the language the page asks for (Accept-Language), English when it asks for none the site has', async () => {
    expect((await signup('lena@example.org', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).statusCode).toBe(202);
    const german = await codeMessage('lena@example.org');
    expect(german.language).toBe('de');
    const email = await renderEmail(german, { ...context, unsubscribeUrl: null });
    expect(email.subject).toMatch(/^\d{6} ist Ihr Handyhub-Code$/);
    expect(email.text).toContain('Er ist 15 Minuten gültig.');

    expect((await signup('lee@example.org', { 'accept-language': 'fr-FR,fr;q=0.9' })).statusCode).toBe(202);
    expect((await renderEmail(await codeMessage('lee@example.org'), { ...context, unsubscribeUrl: null })).subject).toMatch(/^\d{6} is your Handyhub code$/);
  });

  it('texts a German phone code in German, within one text message', async () => {
    const sms = renderSms({ kind: 'account', event: 'account', template: 'phone_code', language: 'de', recipientName: 'Kim', code: '981234', secret: null, newEmail: null, validMinutes: 15 }, context.siteUrl);
    expect(sms).toBe('Handyhub: 981234 ist Ihr Code zur Bestätigung dieser Telefonnummer. Er ist 15 Minuten gültig. Geben Sie ihn nie weiter.');
    expect(sms.length).toBeLessThanOrEqual(160);
  });
});
