import { areaIn, contactIn, type StoredContact, storedContactOf, unfoldIcs } from '../../test-support/contact-fixtures';
import { userIdOf } from '../../test-support/job-fixtures';
import { bookThroughApi } from '../../test-support/money-fixtures';
import { insertPaidJob } from '../../test-support/paid-job-fixtures';
import { pdfText } from '../../test-support/pdf-text';
import { apiCall, createTestApp, createUser, firstProviderIn, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { testPaymentMethods } from '../payments/test-gateway';
import type { Role } from './permission-matrix/world';

/**
 * Field-level, beside the permission matrix (which checks statuses): who receives a customer's
 * street, email and phone, on each channel that can carry them (docs/provider.md, "Who sees a
 * customer's contact details"). The job's provider sees only the area until they accept.
 */
type Viewer = Exclude<Role, 'anonymous'>;
type Seen = 'contact' | 'area' | 404;
const states = ['requested', 'confirmed', 'cancelledBeforeAccept', 'cancelledAfterAccept', 'completed'] as const;
type State = (typeof states)[number];

const everyoneBut = (provider: Seen): Record<Viewer, Seen> => ({ customer: 'contact', provider, otherProvider: 404, nycManager: 'contact', berlinManager: 404, admin: 'contact' });
const expected: Record<State, Record<Viewer, Seen>> = {
  requested: everyoneBut('area'),
  confirmed: everyoneBut('contact'),
  cancelledBeforeAccept: everyoneBut('area'),
  cancelledAfterAccept: everyoneBut('contact'),
  completed: everyoneBut('contact'),
};

const HOUR_MS = 3_600_000;
let clock = TEST_NOW;
let t: TestApp;
const cookies = {} as Record<Viewer, string>;
const jobs = {} as Record<State, { id: string; invoiceId: string | null; contact: StoredContact }>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  const maria = await providerIdOf(t.db, 'provider@example.com');
  await createUser(t.db, { email: 'manager.berlin@example.com', roles: ['manager'], managedMarketIds: ['berlin'] });
  const emails: Record<Viewer, string> = {
    customer: 'customer@example.com',
    provider: 'provider@example.com',
    otherProvider: (await firstProviderIn(t.db, 'nyc', [maria])).email,
    nycManager: 'manager@example.com',
    berlinManager: 'manager.berlin@example.com',
    admin: 'admin@example.com',
  };
  for (const [viewer, email] of Object.entries(emails)) cookies[viewer as Viewer] = await loginAs(t.app, email);
  const act = async (cookie: string, path: string, body: unknown = {}) => expect((await apiCall(t, 'POST', path, { cookie, body })).statusCode).toBe(200);
  const book = async (options: { accept: boolean; cancel: boolean }) => {
    const { placed, start } = await bookThroughApi(t, cookies.customer, maria, { paymentMethod: testPaymentMethods.visa, afterDays: 1, now: new Date(clock) });
    const jobId = placed.json().job.id as string;
    if (options.accept) await act(cookies.provider, `/api/provider/jobs/${jobId}/accept`);
    if (options.cancel) {
      clock = start.getTime() - 5 * HOUR_MS; // inside the fee window: the fee is invoiced
      await act(cookies.customer, `/api/jobs/${jobId}/cancel`, { reason: 'Plans changed' });
      clock = TEST_NOW;
    }
    return jobId;
  };
  const ids: Record<State, string> = {
    requested: await book({ accept: false, cancel: false }),
    confirmed: await book({ accept: true, cancel: false }),
    cancelledBeforeAccept: await book({ accept: false, cancel: true }),
    cancelledAfterAccept: await book({ accept: true, cancel: true }),
    completed: (await insertPaidJob(t, { customerId: await userIdOf(t.db, emails.customer), providerId: maria, marketId: 'nyc', start: new Date(TEST_NOW - 20 * 24 * HOUR_MS) })).jobId,
  };
  for (const state of states) {
    const invoice = await t.db.selectFrom('invoices').select('id').where('job_id', '=', ids[state]).executeTakeFirst();
    jobs[state] = { id: ids[state], invoiceId: invoice?.id ?? null, contact: await storedContactOf(t.db, ids[state]) };
  }
});
afterAll(() => t.close());

/** Each channel: how a viewer fetches it, and which contact fields it carries when it may. */
const channels = {
  'job detail': { path: (job: (typeof jobs)[State]) => `/api/jobs/${job.id}`, carries: ['street', 'email', 'phone'], text: (body: Buffer) => body.toString() },
  'calendar file': { path: (job: (typeof jobs)[State]) => `/api/jobs/${job.id}/calendar.ics`, carries: ['street'], text: (body: Buffer) => unfoldIcs(body.toString()) },
  invoice: { path: (job: (typeof jobs)[State]) => job.invoiceId && `/api/invoices/${job.invoiceId}`, carries: ['street', 'email'], text: (body: Buffer) => body.toString() },
  'invoice PDF': { path: (job: (typeof jobs)[State]) => job.invoiceId && `/api/invoices/${job.invoiceId}/pdf`, carries: ['street', 'email'], text: pdfText },
} as const;
type Channel = keyof typeof channels;
const withInvoice: State[] = ['cancelledBeforeAccept', 'cancelledAfterAccept', 'completed'];

const cases = (Object.keys(channels) as Channel[]).flatMap((channel) =>
  states
    .filter((state) => !channel.startsWith('invoice') || withInvoice.includes(state))
    .flatMap((state) => (Object.keys(expected[state]) as Viewer[]).map((viewer) => ({ channel, state, viewer, sees: expected[state][viewer] }))),
);

it.each(cases)('$channel: $viewer, $state job → $sees', async ({ channel, state, viewer, sees }) => {
  const job = jobs[state];
  const response = await apiCall(t, 'GET', channels[channel].path(job)!, { cookie: cookies[viewer] });
  if (sees === 404) return expect(response.statusCode).toBe(404);
  expect(response.statusCode).toBe(200);
  const text = await channels[channel].text(response.rawPayload);
  expect({ contact: contactIn(text, job.contact), area: areaIn(text, job.contact) }).toEqual({ contact: sees === 'contact' ? channels[channel].carries : [], area: true });
});

describe('the provider area', () => {
  it.each(states)('a %s job: the provider’s own job page follows the same rule', async (state) => {
    const response = await apiCall(t, 'GET', `/api/provider/jobs/${jobs[state].id}`, { cookie: cookies.provider });
    expect(response.statusCode).toBe(200);
    const seen = contactIn(response.body, jobs[state].contact);
    expect({ contact: seen, area: areaIn(response.body, jobs[state].contact) }).toEqual({ contact: expected[state].provider === 'contact' ? ['street', 'email', 'phone'] : [], area: true });
  });

  it('the lists (requests, upcoming, calendar) carry the area only, before and after accepting', async () => {
    const from = new Date(TEST_NOW - 30 * 24 * HOUR_MS).toISOString();
    const to = new Date(TEST_NOW + 30 * 24 * HOUR_MS).toISOString();
    for (const path of ['/api/provider/requests', '/api/provider/upcoming', `/api/provider/calendar?from=${from}&to=${to}`]) {
      const response = await apiCall(t, 'GET', path, { cookie: cookies.provider });
      expect(response.statusCode).toBe(200);
      for (const state of ['requested', 'confirmed'] as const) expect({ path, state, seen: contactIn(response.body, jobs[state].contact) }).toEqual({ path, state, seen: [] });
    }
  });
});
