import { randomUUID } from 'node:crypto';
import { accountExportSchema, accountExportSectionNames } from '@marketplace/contracts';
import { defaultRateLimits } from '../../../config';
import { insertTestJob, testDeps, userIdOf } from '../../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, loginAs, providerIdOf, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { runPayoutBatch } from '../../payouts/run-payout-batch';
import { sessionIdOf } from '../../auth/session-token';

/** "Download my data": GET /api/account/export for the demo customer and the demo provider (docs/account-page.md). */
let t: TestApp;
let customer: string;
let provider: string;
let customerId: string;
let maria: string;
const STRANGER = { email: 'export.stranger@example.com', phone: '+1 917 555 0177', street: '9 Stranger Lane', notes: 'Stranger-only gate code 4242' };

const DAY_MS = 24 * 3_600_000;

async function completedJobOfCustomer() {
  return t.db.selectFrom('jobs').select(['id', 'market_id']).where('customer_id', '=', customerId).where('status', '=', 'completed').orderBy('start_at', 'desc').executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...defaultRateLimits, accountExportPerUser: { limit: 4, windowSeconds: 3600 } } });
  customer = await loginAs(t.app, 'customer@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
  const manager = await loginAs(t.app, 'manager@example.com');
  customerId = await userIdOf(t.db, 'customer@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');

  // Something in every section: a consent, a review, a refund (with its messages), a waitlist entry, a note, a payout.
  await t.db.insertInto('consents').values({ user_id: customerId, kind: 'terms', version: '2031-01' }).execute();
  const done = await completedJobOfCustomer();
  expect((await apiCall(t, 'POST', `/api/jobs/${done.id}/review`, { cookie: customer, body: { rating: 5, comment: 'Spotless kitchen' } })).statusCode).toBe(201);
  const refund = await apiCall(t, 'POST', `/api/markets/nyc/jobs/${done.id}/refunds`, { cookie: manager, body: { amountMinor: 100, reason: 'Late by ten minutes', idempotencyKey: randomUUID() } });
  expect(refund.statusCode).toBeLessThan(300);
  expect((await apiCall(t, 'POST', '/api/waitlist', { body: { postalCode: '94103', email: 'customer@example.com' } })).statusCode).toBe(204);
  expect((await apiCall(t, 'POST', `/api/provider/jobs/${done.id}/notes`, { cookie: provider, body: { body: 'Bring the tall ladder' } })).statusCode).toBe(201);
  await runPayoutBatch(testDeps(t));

  // Someone else's job with Maria: none of it may reach either export.
  const strangerId = await createUser(t.db, { email: STRANGER.email, name: 'Stella Stranger', roles: ['customer'] });
  const strangerJob = await insertTestJob(t.db, { customerId: strangerId, providerId: maria, marketId: 'nyc', start: new Date(TEST_NOW - 20 * DAY_MS), status: 'completed' });
  await t.db.updateTable('jobs').set({ contact_name: 'Stella Stranger', contact_email: STRANGER.email, contact_phone: STRANGER.phone, address_line1: STRANGER.street, access_notes: STRANGER.notes }).where('id', '=', strangerJob).execute();
});
afterAll(() => t.close());

const download = (cookie: string) => apiCall(t, 'GET', '/api/account/export', { cookie });

describe('the demo customer’s copy', () => {
  it('is one JSON file to download, never stored by a cache, in the contract’s shape with every section', async () => {
    const response = await download(customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="handyhub-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = accountExportSchema.parse(response.json());
    expect(Object.keys(data.sections).sort()).toEqual([...accountExportSectionNames].sort());
    const customerSections = ['profile', 'consents', 'sessions', 'jobs', 'jobTimeline', 'payments', 'invoices', 'refunds', 'reviews', 'messages', 'notificationSettings', 'securityEvents', 'waitlist', 'favouriteProviders', 'plans'] as const;
    for (const name of customerSections) expect({ name, records: data.sections[name].length > 0 }).toEqual({ name, records: true });
    for (const name of accountExportSectionNames.filter((section) => section.startsWith('provider'))) expect(data.sections[name]).toEqual([]);
  });

  it('holds the person’s own records: profile, jobs with what they wrote, money, reviews, messages, logins', async () => {
    const { sections } = (await download(customer)).json();
    expect(sections.profile).toEqual([expect.objectContaining({ id: customerId, email: 'customer@example.com', roles: 'customer', createdAt: expect.any(String) })]);
    expect(sections.consents).toEqual([expect.objectContaining({ kind: 'terms', version: '2031-01' })]);
    expect(sections.sessions[0]).toEqual(expect.objectContaining({ device: expect.any(String), address: expect.any(String), startedAt: expect.any(String) }));
    expect(sections.jobs[0]).toEqual(expect.objectContaining({ market: 'New York City', provider: 'Maria Alvarez', contactEmail: expect.any(String), addressLine1: expect.any(String), totalMinor: expect.any(Number) }));
    expect(sections.invoices[0].number).toMatch(/^NYC-\d{6}$/);
    expect(sections.refunds).toEqual([expect.objectContaining({ amountMinor: 100, reason: 'Late by ten minutes' })]);
    expect(sections.reviews).toEqual([expect.objectContaining({ rating: 5, comment: 'Spotless kitchen' })]);
    expect(sections.messages).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'refunded', channel: 'email', to: 'customer@example.com', subject: expect.any(String), text: expect.any(String) })]));
    expect(sections.securityEvents).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'login_succeeded' })]));
    expect(sections.waitlist).toEqual([expect.objectContaining({ postalCode: '94103' })]);
    // The demo customer's two favourites (seed): who, and since when; nothing about the provider but their public name.
    // Their fortnightly plan (seed): what its visits are made of, the card by brand and last four.
    expect(sections.plans).toEqual([expect.objectContaining({ status: 'active', everyWeeks: 2, localTime: '15:00', provider: 'Maria Alvarez', card: 'Visa ••4242', addressLine1: '120 Atlantic Avenue' })]);
    expect(JSON.stringify(sections.plans)).not.toContain('pm_');
    expect(sections.favouriteProviders).toEqual([expect.objectContaining({ provider: 'Aisha Johnson', addedAt: expect.any(String) }), expect.objectContaining({ provider: 'James Carter' })]);
  });

  it('holds no secret: no password hash, no session token or its hash, no code or link token', async () => {
    await t.db.updateTable('users').set({ phone: '+1 212 555 0142', phone_verified_at: null }).where('id', '=', customerId).execute();
    expect((await apiCall(t, 'POST', '/api/account/phone/code', { cookie: customer })).statusCode).toBe(202);
    const linkHash = 'feedbeef'.repeat(8);
    await t.db
      .insertInto('email_verifications')
      .values({ purpose: 'email_change', email: 'jordan.new@example.com', user_id: customerId, code_hash: 'c0ffee'.repeat(8), token_hash: linkHash, expires_at: new Date(TEST_NOW + 600_000), resend_after: new Date(TEST_NOW) })
      .execute();
    const text = (await download(customer)).body;
    expect(JSON.parse(text).sections.profile[0].pendingEmail).toBe('jordan.new@example.com');
    const secrets = ['password_hash', 'passwordHash', '$argon2', '$scrypt', 'code_hash', 'token_hash', linkHash, 'c0ffee'.repeat(8), customer.split('=')[1]!, sessionIdOf(customer.split('=')[1]!)];
    for (const secret of secrets) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    }
    const phoneCode = JSON.parse(text).sections.messages.find((message: { channel: string }) => message.channel === 'sms');
    expect(phoneCode).toEqual(expect.objectContaining({ to: '+1 212 555 0142', subject: 'Your code is your Handyhub code' }));
    expect(`${phoneCode.subject} ${phoneCode.text}`).not.toMatch(/\d{6}/);
  });

  it('holds nobody else’s data', async () => {
    const text = (await download(customer)).body;
    for (const other of [STRANGER.email, STRANGER.phone, STRANGER.street, STRANGER.notes, 'provider@example.com', 'manager@example.com']) {
      expect({ other, found: text.includes(other) }).toEqual({ other, found: false });
    }
  });
});

describe('the demo provider’s copy', () => {
  it('adds the provider sections: profile, markets, services, hours, time off, jobs, notes, earnings, payouts', async () => {
    const response = await download(provider);
    expect(response.statusCode).toBe(200);
    const { sections } = accountExportSchema.parse(response.json());
    for (const name of accountExportSectionNames.filter((section) => section.startsWith('provider'))) {
      expect({ name, records: sections[name].length > 0 }).toEqual({ name, records: true });
    }
    expect(sections.providerProfile).toEqual([expect.objectContaining({ providerId: maria, displayName: 'Maria Alvarez', payoutAccount: expect.stringMatching(/••\w{4}$/) })]);
    expect(sections.providerNotes).toEqual([expect.objectContaining({ note: 'Bring the tall ladder' })]);
    expect(sections.profile).toEqual([expect.objectContaining({ email: 'provider@example.com', roles: expect.stringContaining('provider') })]);
  });

  it('shows the customers of their jobs by first name and area only: no email, phone, street or notes', async () => {
    const text = (await download(provider)).body;
    const data = JSON.parse(text);
    const ofStranger = data.sections.providerJobs.filter((job: { customerFirstName: string }) => job.customerFirstName === 'Stella');
    expect(ofStranger).toEqual([expect.objectContaining({ area: expect.stringMatching(/^\d{5} Test City$/) })]);
    const demoJob = await t.db.selectFrom('jobs').select(['contact_email', 'contact_phone', 'address_line1']).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    for (const other of [STRANGER.email, STRANGER.phone, STRANGER.street, STRANGER.notes, 'customer@example.com', demoJob.contact_email!, demoJob.contact_phone!, demoJob.address_line1!]) {
      expect({ other, found: text.includes(other) }).toEqual({ other, found: false });
    }
  });
});

describe('limits and access', () => {
  it('is limited per user (RATE_LIMIT_ACCOUNT_EXPORT_PER_USER): 429 with Retry-After', async () => {
    const someone = await createUser(t.db, { email: 'export.limit@example.com', roles: ['customer'] });
    const cookie = await loginAs(t.app, 'export.limit@example.com');
    for (let i = 0; i < 4; i += 1) expect((await download(cookie)).statusCode).toBe(200);
    const refused = await download(cookie);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(someone).toBeTruthy();
  });

  it('needs a session (401)', async () => {
    expect((await apiCall(t, 'GET', '/api/account/export')).statusCode).toBe(401);
  });
});
