import { randomUUID } from 'node:crypto';
import { apiEndpoints, buildPath, type Endpoint } from '@marketplace/contracts';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { insertSession } from '../auth/sessions.repository';
import { newSessionToken, sessionIdOf } from '../auth/session-token';
import { makePicture, multipartBody } from '../../test-support/picture-fixtures';
import { clearBlockingJobs, freeStartsOf, insertTestHold, insertTestJob, providerOffering, userIdOf } from '../../test-support/job-fixtures';
import { insertPaidJob } from '../../test-support/paid-job-fixtures';
import { insertOutboxMessage } from '../../test-support/outbox-fixtures';
import { createTestApp, createUser, csrf, firstProviderIn, loginAs, providerIdOf, sessionCookieOf, type TestApp } from '../../test-support/test-app';
import { issueJobInvoice } from '../invoices/issue-invoice';
import { unsubscribeToken } from '../notifications/unsubscribe-token';
import { testPaymentMethods } from '../payments/test-gateway';

/**
 * Every endpoint × every kind of caller × own / someone else's / unknown ids → the status the
 * API must answer. Table-driven: an endpoint in the contract without a row here fails the suite.
 */
const roles = ['anonymous', 'customer', 'provider', 'otherProvider', 'nycManager', 'berlinManager', 'admin'] as const;
type Role = (typeof roles)[number];

interface Ids {
  provider: string; // the demo provider (nyc), logged in as `provider`
  otherProvider: string; // another nyc provider, logged in as `otherProvider`
  berlinProvider: string;
  berlinProviderEmail: string; // never logged in above, so their password is unchanged
  holdProvider: string; // a third nyc provider (home cleaning), never logged in: the one holds are placed with
  users: Record<Exclude<Role, 'anonymous'>, string>; // user id per logged-in role
  stranger: string; // a customer nobody above is: someone else's holds and jobs are theirs
  customerJob: string; // the demo customer's upcoming confirmed job with the demo provider (seed)
  berlinJob: string; // the stranger's upcoming confirmed job in Berlin
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const week = { days: [{ weekday: 2, intervals: [{ start: '09:00', end: '17:00' }] }] };

interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A body that is not JSON (an upload), with its content type. */
  raw?: { payload: Buffer; contentType: string };
}

interface Row {
  /**
   * Each target: path params, query and body for one request. Targets that change state make
   * a fresh resource for each call (e.g. a job to cancel), so every role meets it untouched.
   */
  targets: Record<string, (ids: Ids, role: Role) => Request | Promise<Request>>;
  /** Expected status per role: one number for every target, or one per target. */
  expect: Record<Role, number | Record<string, number>>;
}

const markets = { nyc: () => ({ params: { marketId: 'nyc' } }), berlin: () => ({ params: { marketId: 'berlin' } }), unknown: () => ({ params: { marketId: 'atlantis' } }) };
const withBody = (targets: Row['targets'], body: unknown): Row['targets'] =>
  Object.fromEntries(Object.entries(targets).map(([name, target]) => [name, async (ids: Ids, role: Role) => ({ ...(await target(ids, role)), body })]));
const providers: Row['targets'] = {
  provider: (ids) => ({ params: { providerId: ids.provider } }),
  otherProvider: (ids) => ({ params: { providerId: ids.otherProvider } }),
  berlinProvider: (ids) => ({ params: { providerId: ids.berlinProvider } }),
  unknown: () => ({ params: { providerId: UNKNOWN_ID } }),
};
const settingsMatrix: Row['expect'] = {
  anonymous: 401,
  customer: { nyc: 403, berlin: 403, unknown: 404 },
  provider: { nyc: 403, berlin: 403, unknown: 404 },
  otherProvider: { nyc: 403, berlin: 403, unknown: 404 },
  nycManager: { nyc: 200, berlin: 403, unknown: 404 },
  berlinManager: { nyc: 403, berlin: 200, unknown: 404 },
  admin: { nyc: 200, berlin: 200, unknown: 404 },
};

const HOUR_MS = 3_600_000;
const services = [{ serviceId: 'home-cleaning', quantity: 2 }];
const userOf = (ids: Ids, role: Role) => (role === 'anonymous' ? ids.stranger : ids.users[role]);
let fixtureCount = 0;
/** A distinct time for each fixture job (days ahead or back), so no two clash for a provider. */
const fixtureStart = (direction: 1 | -1) => new Date(Date.now() + direction * (20 * 24 * HOUR_MS + (fixtureCount += 1) * 5 * HOUR_MS));

const freshHold = async (ids: Ids, customerId: string) => {
  const [start] = await freeStartsOf(t, 'nyc', ids.holdProvider, services);
  return insertTestHold(t.db, { customerId, providerId: ids.holdProvider, marketId: 'nyc', start: start!, services, expiresAt: new Date(Date.now() + 10 * 60_000) });
};
const holds: Row['targets'] = {
  mine: async (ids, role) => ({ params: { holdId: await freshHold(ids, userOf(ids, role)) } }),
  someoneElses: async (ids) => ({ params: { holdId: await freshHold(ids, ids.stranger) } }),
  unknown: () => ({ params: { holdId: UNKNOWN_ID } }),
};

/** A new session of the given user (as another device's login would make), by its public id. */
const freshSession = async (userId: string) => {
  const id = sessionIdOf(newSessionToken());
  await insertSession(t.db, { id, userId, createdAt: new Date(), expiresAt: new Date(Date.now() + 24 * HOUR_MS), userAgent: null, address: null });
  return (await t.db.selectFrom('sessions').select('public_id').where('id', '=', id).executeTakeFirstOrThrow()).public_id;
};
const sessions: Row['targets'] = {
  mine: async (ids, role) => ({ params: { sessionId: await freshSession(userOf(ids, role)) } }),
  someoneElses: async (ids) => ({ params: { sessionId: await freshSession(ids.stranger) } }),
  unknown: () => ({ params: { sessionId: UNKNOWN_ID } }),
};

const jobs: Row['targets'] = {
  nycJob: (ids) => ({ params: { jobId: ids.customerJob } }),
  berlinJob: (ids) => ({ params: { jobId: ids.berlinJob } }),
  unknown: () => ({ params: { jobId: UNKNOWN_ID } }),
};
/** A new job each call: the demo customer's with the demo provider in nyc, or the stranger's in Berlin. */
const freshJobs = (status: 'confirmed' | 'completed'): Row['targets'] => {
  const direction = status === 'completed' ? -1 : 1;
  return {
    nycJob: async (ids) => ({
      params: { jobId: await insertTestJob(t.db, { customerId: ids.users.customer, providerId: ids.provider, marketId: 'nyc', start: fixtureStart(direction), status }) },
    }),
    berlinJob: async (ids) => ({
      params: { jobId: await insertTestJob(t.db, { customerId: ids.stranger, providerId: ids.berlinProvider, marketId: 'berlin', start: fixtureStart(direction), status, services }) },
    }),
    unknown: () => ({ params: { jobId: UNKNOWN_ID } }),
  };
};
/** A fresh job and a start the slot engine offers its provider. */
const toMove = Object.fromEntries(
  Object.entries(freshJobs('confirmed')).map(([name, target]) => [
    name,
    async (ids: Ids, role: Role) => {
      const request = await target(ids, role);
      const [marketId, providerId] = name === 'berlinJob' ? ['berlin', ids.berlinProvider] : ['nyc', ids.provider];
      const [start] = name === 'unknown' ? [new Date(Date.now() + 5 * 24 * HOUR_MS)] : await freeStartsOf(t, marketId!, providerId!, services);
      return { ...request, body: { start: start!.toISOString() } };
    },
  ]),
);

const seeJob: Row['expect'] = {
  anonymous: 401,
  customer: { nycJob: 200, berlinJob: 404, unknown: 404 },
  provider: { nycJob: 200, berlinJob: 404, unknown: 404 },
  otherProvider: 404,
  nycManager: { nycJob: 200, berlinJob: 404, unknown: 404 },
  berlinManager: { nycJob: 404, berlinJob: 200, unknown: 404 },
  admin: { nycJob: 200, berlinJob: 200, unknown: 404 },
};
/** The provider sees the job but may not move it; the customer and the market's managers may. */
const moveJob: Row['expect'] = { ...seeJob, provider: { nycJob: 403, berlinJob: 404, unknown: 404 } };
const rateJob: Row['expect'] = {
  anonymous: 401,
  customer: { nycJob: 201, berlinJob: 404, unknown: 404 },
  provider: { nycJob: 403, berlinJob: 404, unknown: 404 },
  otherProvider: 404,
  nycManager: { nycJob: 403, berlinJob: 404, unknown: 404 },
  berlinManager: { nycJob: 404, berlinJob: 403, unknown: 404 },
  admin: { nycJob: 403, berlinJob: 403, unknown: 404 },
};
const ownHolds = (status: number): Row['expect'] => {
  const own = { mine: status, someoneElses: 404, unknown: 404 };
  return { anonymous: 401, customer: own, provider: own, otherProvider: own, nycManager: own, berlinManager: own, admin: own };
};

/** A provider's private side: the provider, managers of their markets (read only), admins. */
const viewProvider: Row['expect'] = {
  anonymous: 401,
  customer: { provider: 403, otherProvider: 403, berlinProvider: 403, unknown: 404 },
  provider: { provider: 200, otherProvider: 403, berlinProvider: 403, unknown: 404 },
  otherProvider: { provider: 403, otherProvider: 200, berlinProvider: 403, unknown: 404 },
  nycManager: { provider: 200, otherProvider: 200, berlinProvider: 403, unknown: 404 },
  berlinManager: { provider: 403, otherProvider: 403, berlinProvider: 200, unknown: 404 },
  admin: { provider: 200, otherProvider: 200, berlinProvider: 200, unknown: 404 },
};
const editProvider: Row['expect'] = {
  ...viewProvider,
  nycManager: { provider: 403, otherProvider: 403, berlinProvider: 403, unknown: 404 },
  berlinManager: { provider: 403, otherProvider: 403, berlinProvider: 403, unknown: 404 },
};
/** The same rights, where success is 201 Created. */
const created = (expect: Row['expect']): Row['expect'] =>
  Object.fromEntries(
    Object.entries(expect).map(([role, statuses]) => [
      role,
      typeof statuses === 'number' ? statuses : Object.fromEntries(Object.entries(statuses).map(([target, status]) => [target, status === 200 ? 201 : status])),
    ]),
  ) as Row['expect'];
/** A fresh time off of the provider for each call (an unknown provider's: an id that names nothing). */
const timeOffs: Row['targets'] = Object.fromEntries(
  Object.entries(providers).map(([name, target]) => [
    name,
    async (ids: Ids, role: Role) => {
      const request = await target(ids, role);
      const providerId = request.params!.providerId!;
      if (providerId === UNKNOWN_ID) return { params: { providerId, timeOffId: '1' } };
      const start = fixtureStart(1);
      const row = await t.db.insertInto('provider_time_off').values({ provider_id: providerId, starts_at: start, ends_at: new Date(start.getTime() + HOUR_MS), reason: 'Fixture' }).returning('id').executeTakeFirstOrThrow();
      return { params: { providerId, timeOffId: String(row.id) } };
    },
  ]),
);
/**
 * The provider area: only provider accounts (403 for anyone else, whatever the id); a provider
 * gets their own job and 404 for anyone else's (`someoneElses` is the other provider's).
 */
const providerArea = (ok: number): Row['expect'] => ({
  anonymous: 401,
  customer: 403,
  provider: { mine: ok, someoneElses: 404, unknown: 404 },
  otherProvider: { mine: 404, someoneElses: ok, unknown: 404 },
  nycManager: 403,
  berlinManager: 403,
  admin: 403,
});
const providerLists: Row['expect'] = { anonymous: 401, customer: 403, provider: 200, otherProvider: 200, nycManager: 403, berlinManager: 403, admin: 403 };
const MINUTE = 60_000;
/**
 * A job at the present (to start, complete, mark) needs the provider's present free: the previous
 * such fixture, or a job an earlier row moved to the first free start (hours from now at some
 * times of day), gives way to it.
 */
const clearPresent = (providerId: string) =>
  t.db
    .updateTable('jobs')
    .set({ status: 'cancelled' })
    .where('provider_id', '=', providerId)
    .where('status', 'in', ['requested', 'confirmed', 'in_progress'])
    .where(sql<boolean>`blocked && tstzrange(${new Date(Date.now() - HOUR_MS)}::timestamptz, ${new Date(Date.now() + 12 * HOUR_MS)}::timestamptz)`)
    .execute();
const providerJob = (status: 'requested' | 'confirmed' | 'in_progress', when: 'future' | 'now'): Row['targets'] => {
  const make = async (customerId: string, providerId: string) => {
    if (when === 'future') return insertTestJob(t.db, { customerId, providerId, marketId: 'nyc', start: fixtureStart(1), status });
    await clearPresent(providerId);
    return insertTestJob(t.db, { customerId, providerId, marketId: 'nyc', start: new Date(Date.now() - 10 * MINUTE), status });
  };
  return {
    mine: async (ids) => ({ params: { jobId: await make(ids.stranger, ids.provider) } }),
    someoneElses: async (ids) => ({ params: { jobId: await make(ids.stranger, ids.otherProvider) } }),
    unknown: () => ({ params: { jobId: UNKNOWN_ID } }),
  };
};

/** The job desk (`/markets/:marketId/jobs/:jobId/…`): the job's market's managers and admins; 404 for anyone else, its customer and provider included. */
const inMarket = (targets: Row['targets']): Row['targets'] =>
  Object.fromEntries(
    Object.entries(targets).map(([name, target]) => [
      name,
      async (ids: Ids, role: Role) => {
        const request = await target(ids, role);
        return { ...request, params: { ...request.params, marketId: name === 'berlinJob' ? 'berlin' : 'nyc' } };
      },
    ]),
  );
/** A fresh unassigned job each call and a provider the slot engine offers at its time. */
const toAssign: Row['targets'] = inMarket({
  nycJob: async (ids) => assignable(ids.users.customer, ids.holdProvider, 'nyc'),
  berlinJob: async (ids) => assignable(ids.stranger, ids.berlinProvider, 'berlin'),
  unknown: (ids) => ({ params: { jobId: UNKNOWN_ID }, body: { providerId: ids.holdProvider } }),
});
async function assignable(customerId: string, providerId: string, marketId: string): Promise<Request> {
  const [start] = await freeStartsOf(t, marketId, providerId, services);
  const jobId = await insertTestJob(t.db, { customerId, providerId, marketId, start: start!, status: 'cancelled', services });
  await t.db.updateTable('jobs').set({ status: 'unassigned', provider_id: null }).where('id', '=', jobId).execute();
  return { params: { jobId }, body: { providerId } };
}
const deskExpect: Row['expect'] = {
  anonymous: 401,
  customer: 404,
  provider: 404,
  otherProvider: 404,
  nycManager: { nycJob: 200, berlinJob: 404, unknown: 404 },
  berlinManager: { nycJob: 404, berlinJob: 200, unknown: 404 },
  admin: { nycJob: 200, berlinJob: 200, unknown: 404 },
};
const jobDeskRows: Record<string, Row> = {
  'jobDesk.get': { targets: inMarket(jobs), expect: deskExpect },
  'jobDesk.candidates': { targets: inMarket(jobs), expect: deskExpect },
  'jobDesk.assign': { targets: toAssign, expect: deskExpect },
  'jobDesk.changeStatus': { targets: inMarket(withBody(freshJobs('confirmed'), { action: 'unassign', reason: 'Provider is ill' })), expect: deskExpect },
  'jobDesk.cancel': { targets: inMarket(withBody(freshJobs('confirmed'), { onBehalfOf: 'customer', fee: 'waive', reason: 'Customer called' })), expect: deskExpect },
};
/** The market dashboard's numbers and capacity map (issue 9): the market's managers and admins. */
const marketInsightsRows: Record<string, Row> = {
  'marketInsights.kpis': {
    targets: Object.fromEntries(Object.entries(markets).map(([name, target]) => [name, () => ({ ...target(), query: { period: '30d' } })])),
    expect: settingsMatrix,
  },
  'marketInsights.capacity': {
    targets: Object.fromEntries(Object.entries(markets).map(([name, target]) => [name, () => ({ ...target(), query: { period: '7d', limit: '5' } })])),
    expect: settingsMatrix,
  },
};
const marketJobsRows: Record<string, Row> = {
  'marketJobs.list': { targets: markets, expect: settingsMatrix },
  'marketJobs.export': { targets: markets, expect: settingsMatrix },
  'marketJobs.unassigned': { targets: markets, expect: settingsMatrix },
  'marketJobs.calendar': {
    targets: Object.fromEntries(
      Object.entries(markets).map(([name, target]) => [name, () => ({ ...target(), query: { from: new Date().toISOString(), to: new Date(Date.now() + 7 * 24 * HOUR_MS).toISOString() } })]),
    ),
    expect: settingsMatrix,
  },
};
/** A market's settings as stored now, with their version (an unknown market: New York's): a valid save that changes nothing. */
const currentSettings = async (marketId: string) => {
  const row = await t.db.selectFrom('markets').selectAll().where('id', 'in', [marketId, 'nyc']).orderBy(sql`id = ${marketId}`, 'desc').executeTakeFirstOrThrow();
  return {
    minNoticeMinutes: row.min_notice_minutes, bookingHorizonDays: row.booking_horizon_days, slotStepMinutes: row.slot_step_minutes,
    travelBufferMinutes: row.travel_buffer_minutes, holdMinutes: row.hold_minutes, freeCancellationHours: row.free_cancellation_hours,
    cancellationFeeBps: row.cancellation_fee_bps, serviceFeeBps: row.service_fee_bps, taxBps: row.tax_bps, commissionBps: row.commission_bps,
    responseWindowMinutes: row.response_window_minutes, postalCodes: row.postal_codes, legalFooter: row.legal_footer,
    reminderHoursBefore: row.reminder_hours_before, version: row.settings_version,
  };
};
const marketSettingsRows: Record<string, Row> = {
  'markets.settings': { targets: markets, expect: settingsMatrix },
  'markets.updateSettings': {
    targets: Object.fromEntries(
      Object.entries(markets).map(([name, target]) => [name, async () => ({ ...target(), body: await currentSettings(target().params.marketId) })]),
    ),
    expect: settingsMatrix,
  },
  'markets.settingsHistory': { targets: markets, expect: settingsMatrix },
};

/** A job's money (issue 10): its parties see it; only its customer pays an open invoice. */
const invoicedJobs: Row['targets'] = Object.fromEntries(
  Object.entries(freshJobs('completed')).map(([name, target]) => [
    name,
    async (ids: Ids, role: Role) => {
      const request = await target(ids, role);
      const job = await t.db.selectFrom('jobs').selectAll().where('id', '=', request.params!.jobId!).executeTakeFirst();
      if (job) await t.db.transaction().execute((trx) => issueJobInvoice(trx, job, new Date()));
      return { ...request, body: { paymentMethod: testPaymentMethods.visa, idempotencyKey: randomUUID() } };
    },
  ]),
);
const jobPaymentRows: Record<string, Row> = {
  'payments.jobPayment': { targets: jobs, expect: seeJob },
  'payments.pay': { targets: invoicedJobs, expect: { ...rateJob, customer: { nycJob: 200, berlinJob: 404, unknown: 404 } } },
};
/** Cards in test mode (issue 10): anyone with a session may tokenise a test card; it is theirs alone, nothing to guess. */
const paymentCardRows: Record<string, Row> = {
  'payments.createTestPaymentMethod': {
    targets: { testCard: () => ({ body: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' } }) },
    expect: { anonymous: 401, customer: 201, provider: 201, otherProvider: 201, nycManager: 201, berlinManager: 201, admin: 201 },
  },
};
/** A provider's payments: the provider and admins only (the profile's editing rights). */
const providerPaymentsRows: Record<string, Row> = {
  'payments.providerPayments': { targets: providers, expect: editProvider },
  'payments.providerEarningsCsv': { targets: providers, expect: editProvider },
};
/** Invoices (issue 10): whoever may see the job; refunds: like the desk, the job's market's managers and admins. A fresh captured job per call. */
let capturedDay = 0;
const capturedJob = (customerId: string, providerId: string, marketId: string) =>
  insertPaidJob(t, { customerId, providerId, marketId, start: new Date(Date.now() - (40 + (capturedDay += 1)) * 24 * HOUR_MS), services });
const invoices: Row['targets'] = {
  nycJob: async (ids) => ({ params: { invoiceId: (await capturedJob(ids.users.customer, ids.provider, 'nyc')).invoiceId } }),
  berlinJob: async (ids) => ({ params: { invoiceId: (await capturedJob(ids.stranger, ids.berlinProvider, 'berlin')).invoiceId } }),
  unknown: () => ({ params: { invoiceId: UNKNOWN_ID } }),
};
const refundBody = () => ({ amountMinor: 100, reason: 'Arrived late', idempotencyKey: randomUUID() });
const refunds: Row['targets'] = inMarket({
  nycJob: async (ids) => ({ params: { jobId: (await capturedJob(ids.users.customer, ids.provider, 'nyc')).jobId }, body: refundBody() }),
  berlinJob: async (ids) => ({ params: { jobId: (await capturedJob(ids.stranger, ids.berlinProvider, 'berlin')).jobId }, body: refundBody() }),
  unknown: () => ({ params: { jobId: UNKNOWN_ID }, body: refundBody() }),
});
const seeInvoice: Row['expect'] = {
  anonymous: 401,
  customer: { nycJob: 200, berlinJob: 404, unknown: 404 },
  provider: { nycJob: 200, berlinJob: 404, unknown: 404 },
  otherProvider: 404,
  nycManager: { nycJob: 200, berlinJob: 404, unknown: 404 },
  berlinManager: { nycJob: 404, berlinJob: 200, unknown: 404 },
  admin: { nycJob: 200, berlinJob: 200, unknown: 404 },
};
const moneyRefundsRows: Record<string, Row> = {
  'payments.invoice': { targets: invoices, expect: seeInvoice },
  'payments.invoicePdf': { targets: invoices, expect: seeInvoice },
  'payments.refund': { targets: refunds, expect: deskExpect },
};

/** Notifications (issue 11): every logged-in user reads and changes only their own settings and bell. */
const everyUser = (ok: number): Row['expect'] => ({ anonymous: 401, customer: ok, provider: ok, otherProvider: ok, nycManager: ok, berlinManager: ok, admin: ok });
const notificationInAppRows: Record<string, Row> = {
  'notifications.preferences': { targets: { self: () => ({}) }, expect: everyUser(200) },
  'notifications.updatePreferences': { targets: { self: () => ({ body: { changes: [{ event: 'confirmed', channel: 'email', enabled: true }] } }) }, expect: everyUser(200) },
  'notifications.inbox': { targets: { self: () => ({ query: { limit: '5' } }) }, expect: everyUser(200) },
  'notifications.markRead': { targets: { some: () => ({ body: { ids: [UNKNOWN_ID] } }), all: () => ({ body: { all: true } }) }, expect: everyUser(200) },
};

/** The admins' outbox (issue 11): admins only, whatever the message; unknown ids are 404 to admins. A fresh dead letter per call. */
const deadLetter = async (ids: Ids) => {
  const id = await insertOutboxMessage(t.db, { userId: ids.users.customer, channel: 'email', recipient: 'customer@example.com' });
  await t.db.updateTable('notifications').set({ status: 'dead', attempts: 6, last_error: 'Fixture' }).where('id', '=', id).execute();
  return { params: { messageId: id } };
};
const outboxMessages: Row['targets'] = { deadLetter, unknown: () => ({ params: { messageId: UNKNOWN_ID } }) };
const adminsOnly = (ok: Row['expect'][Role]): Row['expect'] => ({ anonymous: 401, customer: 403, provider: 403, otherProvider: 403, nycManager: 403, berlinManager: 403, admin: ok });
const outboxRows: Record<string, Row> = {
  'notifications.outbox': { targets: { all: () => ({}), deadEmail: () => ({ query: { status: 'dead', channel: 'email' } }) }, expect: adminsOnly(200) },
  'notifications.outboxMessage': { targets: outboxMessages, expect: adminsOnly({ deadLetter: 200, unknown: 404 }) },
  'notifications.retry': { targets: outboxMessages, expect: adminsOnly({ deadLetter: 200, unknown: 404 }) },
};

const protectedRows: Record<string, Row> = {
  'auth.me': { targets: { self: () => ({}) }, expect: { anonymous: 401, customer: 200, provider: 200, otherProvider: 200, nycManager: 200, berlinManager: 200, admin: 200 } },
  'auth.changePassword': {
    targets: { self: () => ({ body: { currentPassword: 'handyhub-demo', newPassword: 'handyhub-changed-1' } }) },
    expect: { anonymous: 401, customer: 204, provider: 204, otherProvider: 204, nycManager: 204, berlinManager: 204, admin: 204 },
  },
  'auth.sessions': { targets: { self: () => ({}) }, expect: { anonymous: 401, customer: 200, provider: 200, otherProvider: 200, nycManager: 200, berlinManager: 200, admin: 200 } },
  // Like holds: only the owner ends a session, admins included; anyone else's is "not found" (404).
  'auth.revokeSession': { targets: sessions, expect: ownHolds(204) },
  'auth.revokeOtherSessions': { targets: { self: () => ({}) }, expect: { anonymous: 401, customer: 200, provider: 200, otherProvider: 200, nycManager: 200, berlinManager: 200, admin: 200 } },
  'providers.availability': { targets: providers, expect: viewProvider },
  'providers.updateAvailability': { targets: withBody(providers, week), expect: editProvider },
  'providerProfile.editor': { targets: providers, expect: viewProvider },
  'providerProfile.updateDetails': {
    // Each provider keeps their own market, so later rows meet the same world.
    targets: Object.fromEntries(
      Object.entries(providers).map(([name, target]) => [
        name,
        async (ids: Ids, role: Role) => ({
          ...(await target(ids, role)),
          body: { displayName: 'Same Person', bioHtml: '<p>Hello</p>', serviceIds: ['home-cleaning'], marketIds: [name === 'berlinProvider' ? 'berlin' : 'nyc'] },
        }),
      ]),
    ),
    expect: editProvider,
  },
  'providerProfile.uploadPicture': {
    targets: Object.fromEntries(
      Object.entries(providers).map(([name, target]) => [
        name,
        async (ids: Ids, role: Role) => ({ ...(await target(ids, role)), raw: await multipartBody([{ name: 'picture', bytes: await makePicture('png'), filename: 'me.png', type: 'image/png' }]) }),
      ]),
    ),
    expect: editProvider,
  },
  'providerProfile.removePicture': { targets: providers, expect: editProvider },
  'providerProfile.addTimeOff': {
    targets: withBody(providers, { start: '2031-01-06T09:00', end: '2031-01-06T12:00', reason: 'Dentist' }),
    expect: created(editProvider),
  },
  'providerProfile.removeTimeOff': { targets: timeOffs, expect: editProvider },
  'booking.hold': {
    targets: {
      withAnotherProvider: async (ids) => {
        const [start] = await freeStartsOf(t, 'nyc', ids.holdProvider, services);
        return { body: { marketId: 'nyc', providerId: ids.holdProvider, start: start!.toISOString(), services } };
      },
    },
    expect: { anonymous: 401, customer: 201, provider: 201, otherProvider: 201, nycManager: 201, berlinManager: 201, admin: 201 },
  },
  'booking.releaseHold': { targets: holds, expect: ownHolds(204) },
  'jobs.place': {
    targets: Object.fromEntries(
      Object.entries(holds).map(([name, target]) => [
        name,
        async (ids: Ids, role: Role) => ({ body: placeBodyFor((await target(ids, role)).params!.holdId!) }),
      ]),
    ),
    expect: ownHolds(201),
  },
  'jobs.listMine': {
    targets: { self: () => ({ query: { scope: 'upcoming' } }) },
    expect: { anonymous: 401, customer: 200, provider: 200, otherProvider: 200, nycManager: 200, berlinManager: 200, admin: 200 },
  },
  'jobs.get': { targets: jobs, expect: seeJob },
  'jobs.cancellationQuote': { targets: jobs, expect: seeJob },
  'jobs.calendar': { targets: jobs, expect: seeJob },
  'jobs.cancel': { targets: withBody(freshJobs('confirmed'), { reason: 'Plans changed' }), expect: { ...seeJob, provider: { nycJob: 200, berlinJob: 404, unknown: 404 } } },
  'jobs.rescheduleSlots': { targets: jobs, expect: moveJob },
  'jobs.reschedule': { targets: toMove, expect: moveJob },
  'jobs.review': { targets: withBody(freshJobs('completed'), { rating: 5, comment: 'Great' }), expect: rateJob },
  'providerJobs.requests': { targets: { self: () => ({}) }, expect: providerLists },
  'providerJobs.upcoming': { targets: { self: () => ({}) }, expect: providerLists },
  'providerJobs.earnings': { targets: { self: () => ({}) }, expect: providerLists },
  'providerJobs.calendar': {
    targets: { self: () => ({ query: { from: new Date().toISOString(), to: new Date(Date.now() + 7 * 24 * HOUR_MS).toISOString() } }) },
    expect: providerLists,
  },
  'providerJobs.get': { targets: providerJob('confirmed', 'future'), expect: providerArea(200) },
  'providerJobs.accept': { targets: providerJob('requested', 'future'), expect: providerArea(200) },
  'providerJobs.decline': { targets: withBody(providerJob('requested', 'future'), { reason: 'Fully booked that day' }), expect: providerArea(200) },
  'providerJobs.start': { targets: providerJob('confirmed', 'now'), expect: providerArea(200) },
  'providerJobs.complete': { targets: withBody(providerJob('in_progress', 'now'), {}), expect: providerArea(200) },
  'providerJobs.noShow': { targets: withBody(providerJob('confirmed', 'now'), {}), expect: providerArea(200) },
  'providerJobs.cancel': { targets: withBody(providerJob('confirmed', 'future'), { reason: 'Sick' }), expect: providerArea(200) },
  'providerJobs.addNote': { targets: withBody(providerJob('confirmed', 'future'), { body: 'Bring the ladder' }), expect: providerArea(201) },
  'admin.securityEvents': {
    targets: { all: () => ({}), ofAUser: (ids) => ({ query: { userId: ids.users.customer } }) },
    expect: { anonymous: 401, customer: 403, provider: 403, otherProvider: 403, nycManager: 403, berlinManager: 403, admin: 200 },
  },
  ...jobDeskRows,
  ...marketInsightsRows,
  ...marketJobsRows,
  ...marketSettingsRows,
  ...jobPaymentRows,
  ...paymentCardRows,
  ...providerPaymentsRows,
  ...moneyRefundsRows,
  ...notificationInAppRows,
  ...outboxRows,
};

function placeBodyFor(holdId: string) {
  return {
    holdId,
    idempotencyKey: randomUUID(),
    services,
    address: { line1: '350 Fifth Avenue', city: 'New York', postalCode: '10001' },
    jobInfo: { descriptionHtml: '<p>Two rooms</p>', size: 'small' },
    contact: { name: 'Someone', email: 'someone@example.com', phone: '+1 212 555 0100' },
    paymentMethod: testPaymentMethods.visa,
  };
}

/** Public endpoints: what an anonymous visitor gets for a valid request. */
const publicRows: Record<string, { request: (ids: Ids) => Request | Promise<Request>; status: number }> = {
  'health.health': { request: () => ({}), status: 200 },
  'auth.signup': { request: () => ({ body: { name: 'New Person', email: 'new.person@example.com', password: 'a-long-password' } }), status: 201 },
  'auth.login': { request: (ids) => ({ body: { email: ids.berlinProviderEmail, password: 'handyhub-demo' } }), status: 200 },
  'auth.logout': { request: () => ({}), status: 204 },
  'markets.list': { request: () => ({}), status: 200 },
  'markets.get': { request: () => ({ params: { marketId: 'nyc' } }), status: 200 },
  'providers.listInMarket': { request: () => ({ params: { marketId: 'nyc' } }), status: 200 },
  'providers.profile': { request: (ids) => ({ params: { providerId: ids.provider } }), status: 200 },
  'providers.picture': { request: (ids) => ({ params: { providerId: ids.provider } }), status: 200 },
  'providerProfile.reviews': { request: (ids) => ({ params: { providerId: ids.provider } }), status: 200 },
  'waitlist.join': { request: () => ({ body: { postalCode: '94103', email: 'someone@example.com' } }), status: 204 },
  'booking.coverage': { request: () => ({ query: { postalCode: '10001' } }), status: 200 },
  'booking.quote': { request: () => ({ params: { marketId: 'nyc' }, body: { services } }), status: 200 },
  'booking.slots': { request: () => ({ params: { marketId: 'nyc' }, body: { services } }), status: 200 },
  'booking.providersAt': { request: () => ({ params: { marketId: 'nyc' }, body: { services, start: new Date(Date.now() + 3 * 24 * HOUR_MS).toISOString() } }), status: 200 },
  // The signed link from an email is the permission (no session).
  'notifications.unsubscribeState': { request: async (ids) => ({ query: { token: await unsubscribeToken(t.db, { userId: ids.users.customer, event: 'booked', channel: 'email' }) } }), status: 200 },
  'notifications.unsubscribe': { request: async (ids) => ({ body: { token: await unsubscribeToken(t.db, { userId: ids.users.customer, event: 'booked', channel: 'email' }) } }), status: 200 },
};

const endpoints = Object.entries(apiEndpoints).flatMap(([group, list]) =>
  Object.entries(list).map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint: endpoint as Endpoint })),
);

function inject(endpoint: Endpoint, request: Request, cookie?: string): InjectOptions {
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  return {
    method: endpoint.method,
    url: `${buildPath(endpoint.path, request.params)}${query}`,
    headers: { ...csrf, ...(cookie ? { cookie } : {}), ...(request.raw ? { 'content-type': request.raw.contentType } : {}) },
    ...(request.raw ? { payload: request.raw.payload } : request.body === undefined ? {} : { payload: request.body as Record<string, unknown> }),
  };
}

let t: TestApp;
let ids: Ids;
const cookies: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const provider = await providerIdOf(t.db, 'provider@example.com');
  const other = await firstProviderIn(t.db, 'nyc', [provider]);
  const berlin = await firstProviderIn(t.db, 'berlin');
  await createUser(t.db, { email: 'manager.berlin@example.com', roles: ['manager'], managedMarketIds: ['berlin'] });
  const stranger = await createUser(t.db, { email: 'stranger@example.com', roles: ['customer'] });
  const emails: Record<Exclude<Role, 'anonymous'>, string> = {
    customer: 'customer@example.com',
    provider: 'provider@example.com',
    otherProvider: other.email,
    nycManager: 'manager@example.com',
    berlinManager: 'manager.berlin@example.com',
    admin: 'admin@example.com',
  };
  const users = Object.fromEntries(await Promise.all(Object.entries(emails).map(async ([role, email]) => [role, await userIdOf(t.db, email)]))) as Ids['users'];
  const customerJob = await t.db.selectFrom('jobs').select('id').where('customer_id', '=', users.customer).where('status', '=', 'confirmed').executeTakeFirstOrThrow();
  ids = {
    provider,
    otherProvider: other.id,
    berlinProvider: berlin.id,
    berlinProviderEmail: berlin.email,
    holdProvider: await providerOffering(t.db, 'nyc', ['home-cleaning'], [provider, other.id]),
    users,
    stranger,
    customerJob: customerJob.id,
    berlinJob: await insertTestJob(t.db, { customerId: stranger, providerId: berlin.id, marketId: 'berlin', start: fixtureStart(1), services }),
  };
  for (const [role, email] of Object.entries(emails)) cookies[role as Role] = await loginAs(t.app, email);
  // The seeded week of the two providers would overlap the fixtures kept at the present.
  await clearBlockingJobs(t.db, [provider, other.id], [ids.customerJob]);
});
afterAll(() => t.close());

describe('the permission matrix covers the whole contract', () => {
  it('has a row for every endpoint that needs a session, and a public case for every other', () => {
    for (const { name, endpoint } of endpoints) {
      if (endpoint.access === 'public') expect({ name, row: publicRows[name] }).toEqual({ name, row: expect.anything() });
      else expect({ name, row: protectedRows[name] }).toEqual({ name, row: expect.anything() });
    }
    const names = endpoints.map((entry) => entry.name);
    expect(Object.keys({ ...protectedRows, ...publicRows }).filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe.each(endpoints.filter(({ endpoint }) => endpoint.access !== 'public'))('$name', ({ name, endpoint }) => {
  const row = protectedRows[name];
  const cases = row
    ? roles.flatMap((role) => Object.keys(row.targets).map((target) => {
      const expected = row.expect[role];
      return { role, target, status: typeof expected === 'number' ? expected : expected[target]! };
    }))
    : [];

  it.each(cases)('$role → $target: $status', async ({ role, target, status }) => {
    const response = await t.app.inject(inject(endpoint, await row!.targets[target]!(ids, role), cookies[role]));
    // A password change gives the session a new id: the role goes on with the new cookie.
    const rotated = response.statusCode < 300 ? sessionCookieOf(response) : undefined;
    if (rotated) cookies[role] = rotated;
    expect({ status: response.statusCode, body: response.statusCode >= 400 ? response.json().error.code : undefined }).toEqual({
      status,
      body: { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[status as 401 | 403 | 404],
    });
  });
});

describe.each(endpoints.filter(({ endpoint }) => endpoint.access === 'public'))('$name (public)', ({ name, endpoint }) => {
  it('answers an anonymous visitor', async () => {
    const response = await t.app.inject(inject(endpoint, await publicRows[name]!.request(ids)));
    expect(response.statusCode).toBe(publicRows[name]!.status);
  });
});
