import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { freeStartsOf, insertTestJob, placeBody, providerOffering, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

let clock = TEST_NOW;
let t: TestApp;
let customer: string;
let rival: string;
let maria: string;
let cleaner: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  await createUser(t.db, { email: 'rival@example.com', name: 'Riley Rival', roles: ['customer'] });
  customer = await loginAs(t.app, 'customer@example.com');
  rival = await loginAs(t.app, 'rival@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  cleaner = await providerOffering(t.db, 'nyc', ['home-cleaning'], [maria]);
});
afterAll(() => t.close());

const call = (method: InjectOptions['method'], url: string, options: { cookie?: string; body?: unknown } = {}) => apiCall(t, method, url, options);
const place = (cookie: string, body: unknown) => call('POST', '/api/jobs', { cookie, body });

/** A fresh hold through the API, at the first time the provider is free. */
async function newHold(cookie: string, providerId = cleaner): Promise<{ id: string; start: string }> {
  const [start] = await freeStartsOf(t, 'nyc', providerId, cleaning, new Date(clock));
  const response = await call('POST', '/api/holds', { cookie, body: { marketId: 'nyc', providerId, start: start!.toISOString(), services: cleaning } });
  expect(response.statusCode).toBe(201);
  return response.json().hold;
}

describe('POST /api/jobs (placing a booking)', () => {
  it('turns the hold into a requested job: sanitized description, price and policy snapshot, first timeline event', async () => {
    const hold = await newHold(customer);
    const description = '<p onclick="steal()">Kitchen and <strong>two</strong> bathrooms<script>alert(1)</script></p><img src=x onerror=alert(1)>';
    const response = await place(customer, placeBody(hold.id, randomUUID(), { jobInfo: { descriptionHtml: description, accessNotes: '  Doorman  ', size: 'large' } }));
    expect(response.statusCode).toBe(201);
    const { job } = response.json();
    const quote = (await call('POST', '/api/markets/nyc/quote', { body: { services: cleaning } })).json();
    expect(job).toMatchObject({
      id: hold.id,
      status: 'requested',
      marketId: 'nyc',
      marketName: 'New York City',
      timeZone: 'America/New_York',
      start: hold.start,
      provider: { id: cleaner },
      services: [{ serviceId: 'home-cleaning', name: 'Home cleaning', unit: 'hour', quantity: 2 }],
      address: { line1: '350 Fifth Avenue', city: 'New York', postalCode: '10001' },
      descriptionHtml: '<p>Kitchen and <strong>two</strong> bathrooms</p>',
      accessNotes: 'Doorman',
      size: 'large',
      contact: { name: 'Jordan Miller', email: 'jordan@example.com', phone: '+1 212 555 0101' },
      price: { currency: 'USD', lines: quote.lines, subtotalMinor: quote.subtotalMinor, serviceFeeMinor: quote.serviceFeeMinor, taxMinor: quote.taxMinor, totalMinor: quote.totalMinor },
      totalMinor: quote.totalMinor,
      policy: { freeCancellationHours: 24, cancellationFeeBps: 2500 },
      review: null,
      can: { cancel: true, reschedule: true, review: false },
    });
    expect(job.timeline).toEqual([{ at: new Date(clock).toISOString(), actor: { role: 'customer', name: 'Jordan Miller' }, from: null, to: 'requested', reason: null }]);
  });

  it('is idempotent: a retry, a double click and a retry with a newer hold all get the same job', async () => {
    const key = randomUUID();
    const hold = await newHold(customer);
    const [first, second] = await Promise.all([place(customer, placeBody(hold.id, key)), place(customer, placeBody(hold.id, key))]);
    const retry = await place(customer, placeBody(hold.id, key));
    expect([first.statusCode, second.statusCode, retry.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([first.json().job.id, second.json().job.id, retry.json().job.id])).toEqual(new Set([hold.id]));
    const newer = await newHold(customer);
    expect((await place(customer, placeBody(newer.id, key))).json().job.id).toBe(hold.id);
    // The newer hold was given back, and one job carries the key.
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', newer.id).executeTakeFirstOrThrow()).status).toBe('released');
    expect(await t.db.selectFrom('jobs').select('id').where('idempotency_key', '=', key).execute()).toHaveLength(1);
  });

  it('refuses a hold already used with another key (409), given back (409 HOLD_EXPIRED), unknown or someone else’s (404)', async () => {
    const used = await newHold(customer);
    await place(customer, placeBody(used.id, randomUUID()));
    const again = await place(customer, placeBody(used.id, randomUUID()));
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'CONFLICT']);

    const released = await newHold(customer);
    await call('DELETE', `/api/holds/${released.id}`, { cookie: customer });
    expect((await place(customer, placeBody(released.id, randomUUID()))).json().error.code).toBe('HOLD_EXPIRED');

    expect((await place(customer, placeBody(UNKNOWN, randomUUID()))).statusCode).toBe(404);
    const theirs = await newHold(rival);
    const stolen = await place(customer, placeBody(theirs.id, randomUUID()));
    expect([stolen.statusCode, stolen.json().error.message]).toEqual([404, 'There is no such hold.']);
  });

  it('refuses other services than the hold’s, an address outside the market and an empty description', async () => {
    const hold = await newHold(customer);
    const services = await place(customer, placeBody(hold.id, randomUUID(), { services: [{ serviceId: 'home-cleaning', quantity: 3 }] }));
    expect([services.statusCode, services.json().error.message]).toEqual([409, expect.stringMatching(/services changed/)]);
    const away = await place(customer, placeBody(hold.id, randomUUID(), { address: { line1: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117' } }));
    expect([away.statusCode, away.json().error.fieldErrors]).toEqual([400, { 'address.postalCode': ['New York City does not serve this postal code'] }]);
    const empty = await place(customer, placeBody(hold.id, randomUUID(), { jobInfo: { descriptionHtml: '<p><br></p><script>alert(1)</script>', size: 'small' } }));
    expect([empty.statusCode, empty.json().error.fieldErrors]).toEqual([400, { 'jobInfo.descriptionHtml': ['Describe the job for the provider'] }]);
    // Within the limit as sent, five times as long once sanitized (every & becomes &amp;).
    const swollen = await place(customer, placeBody(hold.id, randomUUID(), { jobInfo: { descriptionHtml: `<p>${'&'.repeat(19_000)}</p>`, size: 'small' } }));
    expect([swollen.statusCode, swollen.json().error.fieldErrors]).toEqual([400, { 'jobInfo.descriptionHtml': ['That description is too long'] }]);
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', hold.id).executeTakeFirstOrThrow()).status).toBe('held');
  });

  it.each([
    ['no body', undefined, ['body']],
    ['an empty object', {}, ['address', 'contact', 'holdId', 'idempotencyKey', 'jobInfo', 'paymentMethod', 'services']],
    ['a payment method too long', placeBody(UNKNOWN, UNKNOWN, { paymentMethod: 'p'.repeat(101) }), ['paymentMethod']],
    ['wrong types', placeBody('x', 'y', { services: 'cleaning', jobInfo: { descriptionHtml: 5, size: 'huge' } }), ['holdId', 'idempotencyKey', 'jobInfo.descriptionHtml', 'jobInfo.size', 'services']],
    ['bad contact and address', placeBody(UNKNOWN, UNKNOWN, { contact: { name: '', email: 'nope', phone: 'call me' }, address: { line1: '', city: '', postalCode: '<>' } }), ['address.city', 'address.line1', 'address.postalCode', 'contact.email', 'contact.name', 'contact.phone']],
    ['a description too long', placeBody(UNKNOWN, UNKNOWN, { jobInfo: { descriptionHtml: 'x'.repeat(20_001), size: 'small' } }), ['jobInfo.descriptionHtml']],
  ])('answers %s with 400 and field errors, never 500', async (_, body, fields) => {
    const response = await place(customer, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fieldErrors).sort()).toEqual(fields);
  });

  it('re-claims an expired hold whose time is still free', async () => {
    const hold = await newHold(customer);
    clock += 15 * MINUTE_MS;
    const response = await place(customer, placeBody(hold.id, randomUUID()));
    expect(response.statusCode).toBe(201);
    expect(response.json().job).toMatchObject({ id: hold.id, status: 'requested' });
  });

  it('re-claims an expired hold even when a later hold on its time expired too', async () => {
    const hold = await newHold(customer);
    clock += 15 * MINUTE_MS;
    const theirs = await call('POST', '/api/holds', { cookie: rival, body: { marketId: 'nyc', providerId: cleaner, start: hold.start, services: cleaning } });
    expect(theirs.statusCode).toBe(201);
    clock += 15 * MINUTE_MS;
    expect((await place(customer, placeBody(hold.id, randomUUID()))).statusCode).toBe(201);
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', theirs.json().hold.id).executeTakeFirstOrThrow()).status).toBe('lapsed');
    expect((await place(rival, placeBody(theirs.json().hold.id, randomUUID()))).json().error.code).toBe('SLOT_TAKEN');
  });

  it('answers SLOT_TAKEN when an expired hold’s time was taken meanwhile', async () => {
    const hold = await newHold(customer);
    clock += 15 * MINUTE_MS;
    const theirs = await call('POST', '/api/holds', { cookie: rival, body: { marketId: 'nyc', providerId: cleaner, start: hold.start, services: cleaning } });
    expect(theirs.statusCode).toBe(201);
    const response = await place(customer, placeBody(hold.id, randomUUID()));
    expect([response.statusCode, response.json().error]).toEqual([409, { code: 'SLOT_TAKEN', message: 'That time was just taken. Please choose another.' }]);
    expect((await place(rival, placeBody(theirs.json().hold.id, randomUUID()))).statusCode).toBe(201);
  });
});

describe('GET /api/jobs (my jobs)', () => {
  let pager: string;
  let pagerId: string;
  beforeAll(async () => {
    pagerId = await createUser(t.db, { email: 'pager@example.com', roles: ['customer'] });
    pager = await loginAs(t.app, 'pager@example.com');
    // The upcoming ones three weeks out, past the demo provider's seeded week, which (depending
    // on the time of day the test runs) would overlap them.
    for (const days of [23, 21, 22, -2, -1]) {
      await insertTestJob(t.db, { customerId: pagerId, providerId: maria, marketId: 'nyc', start: new Date(clock + days * DAY_MS + 7 * MINUTE_MS), status: days > 0 ? 'confirmed' : 'completed' });
    }
    await insertTestJob(t.db, { customerId: pagerId, providerId: maria, marketId: 'nyc', start: new Date(clock + 24 * DAY_MS), status: 'cancelled' });
  });
  const starts = (body: { jobs: Array<{ start: string }> }) => body.jobs.map((job) => Math.round((new Date(job.start).getTime() - clock) / DAY_MS));

  it('pages upcoming jobs soonest first, with the total and page count', async () => {
    const first = (await call('GET', '/api/jobs?scope=upcoming&pageSize=2', { cookie: pager })).json();
    expect({ ...first, jobs: starts(first) }).toEqual({ jobs: [21, 22], page: 1, pageSize: 2, total: 3, pageCount: 2 });
    const second = (await call('GET', '/api/jobs?scope=upcoming&pageSize=2&page=2', { cookie: pager })).json();
    expect(starts(second)).toEqual([23]);
    expect(second.jobs[0]).toMatchObject({ status: 'confirmed', providerName: 'Maria Alvarez', marketName: 'New York City', currency: 'USD', timeZone: 'America/New_York' });
  });

  it('lists past and cancelled jobs latest first; an empty page past the end', async () => {
    const past = (await call('GET', '/api/jobs?scope=past', { cookie: pager })).json();
    expect({ statuses: past.jobs.map((job: { status: string }) => job.status), days: starts(past), total: past.total }).toEqual({
      statuses: ['cancelled', 'completed', 'completed'],
      days: [24, -1, -2],
      total: 3,
    });
    expect((await call('GET', '/api/jobs?scope=past&page=9', { cookie: pager })).json()).toMatchObject({ jobs: [], total: 3, pageCount: 1 });
  });

  it('shows the demo customer their seeded jobs and nobody else’s', async () => {
    const upcoming = (await call('GET', '/api/jobs', { cookie: customer })).json();
    expect(upcoming.jobs.some((job: { status: string }) => job.status === 'confirmed')).toBe(true);
    expect((await call('GET', '/api/jobs?scope=past', { cookie: customer })).json().jobs.map((job: { status: string }) => job.status)).toContain('completed');
    const customerId = await userIdOf(t.db, 'customer@example.com');
    const own = await t.db.selectFrom('jobs').select('id').where('customer_id', '=', customerId).execute();
    for (const job of upcoming.jobs) expect(own.map((row) => row.id)).toContain(job.id);
  });

  it('answers 400 with field errors for a bad page, size or scope', async () => {
    const response = await call('GET', '/api/jobs?scope=someday&page=0&pageSize=500', { cookie: customer });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fieldErrors).sort()).toEqual(['page', 'pageSize', 'scope']);
    expect((await call('GET', '/api/jobs?page=abc', { cookie: customer })).statusCode).toBe(400);
  });
});

describe('GET /api/jobs/:jobId', () => {
  it('shows the job to its customer, its provider and its market’s managers; 404 to anyone else', async () => {
    const customerId = await userIdOf(t.db, 'customer@example.com');
    // Past the seeded weeks of the demo provider: 5 days ahead met one of her seeded jobs at some times of day.
    const jobId = await insertTestJob(t.db, { customerId, providerId: maria, marketId: 'nyc', start: new Date(clock + 200 * DAY_MS) });
    const own = await call('GET', `/api/jobs/${jobId}`, { cookie: customer });
    expect(own.json()).toMatchObject({ id: jobId, status: 'confirmed', can: { cancel: true, reschedule: true, review: false } });
    const asProvider = await call('GET', `/api/jobs/${jobId}`, { cookie: await loginAs(t.app, 'provider@example.com') });
    expect(asProvider.json()).toMatchObject({ id: jobId, can: { cancel: false, reschedule: false, review: false } });
    expect((await call('GET', `/api/jobs/${jobId}`, { cookie: await loginAs(t.app, 'manager@example.com') })).statusCode).toBe(200);
    const stranger = await call('GET', `/api/jobs/${jobId}`, { cookie: rival });
    expect([stranger.statusCode, stranger.json().error.message]).toEqual([404, 'There is no such job.']);
    expect((await call('GET', `/api/jobs/${UNKNOWN}`, { cookie: customer })).json().error.message).toBe('There is no such job.');
    expect((await call('GET', '/api/jobs/42', { cookie: customer })).statusCode).toBe(400);
  });

  it('never shows a hold as a job', async () => {
    const hold = await newHold(customer);
    expect((await call('GET', `/api/jobs/${hold.id}`, { cookie: customer })).statusCode).toBe(404);
  });
});

describe('GET /api/jobs/:jobId/calendar.ics', () => {
  it('is an iCalendar attachment with the job’s time, services, provider and place', async () => {
    const hold = await newHold(customer);
    const { job } = (await place(customer, placeBody(hold.id, randomUUID()))).json();
    const response = await call('GET', `/api/jobs/${job.id}/calendar.ics`, { cookie: customer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="job-${job.id}.ics"`);
    const lines = response.body.replace(/\r\n /g, '').split('\r\n');
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        `UID:${job.id}@handyhub`,
        `DTSTART:${stamp(job.start)}`,
        `DTEND:${stamp(job.end)}`,
        'SEQUENCE:0',
        'STATUS:TENTATIVE',
        `SUMMARY:Home cleaning with ${job.provider.displayName}`,
        'LOCATION:350 Fifth Avenue\\nNew York 10001',
        'END:VCALENDAR',
      ]),
    );
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toBe(
      `DESCRIPTION:Kitchen and two bathrooms\\n\\nAccess: Doorman will let you in\\n\\nTimes are in America/New_York. Handyhub job ${job.id}.`,
    );
  });

  it('is marked cancelled, with a higher sequence, once the job is cancelled; 404 for others', async () => {
    const hold = await newHold(customer);
    const { job } = (await place(customer, placeBody(hold.id, randomUUID()))).json();
    await call('POST', `/api/jobs/${job.id}/cancel`, { cookie: customer, body: { reason: 'No longer needed' } });
    const body = (await call('GET', `/api/jobs/${job.id}/calendar.ics`, { cookie: customer })).body;
    expect(body).toContain('STATUS:CANCELLED\r\n');
    expect(body).toContain('SEQUENCE:1\r\n');
    expect((await call('GET', `/api/jobs/${job.id}/calendar.ics`, { cookie: rival })).statusCode).toBe(404);
  });
});
