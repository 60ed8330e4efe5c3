import { randomUUID } from 'node:crypto';
import { makePicture, multipartBody } from '../picture-fixtures';
import { freeStartsOf } from '../job-fixtures';
import { unsubscribeToken } from '../../modules/notifications/unsubscribe-token';
import { testPaymentMethods } from '../../modules/payments/test-gateway';
import { editProvider, moveJob, ownHolds, providerArea, providerLists, rateJob, seeJob, viewProvider } from './expectations';
import { jobDeskRows, marketInsightsRows, marketJobsRows, marketSettingsRows } from './market-rows';
import { jobPaymentRows, moneyRefundsRows, paymentCardRows, providerPaymentsRows } from './money-rows';
import { emailChangeRows, emailRecoveryRows } from './email-rows';
import { notificationInAppRows, outboxRows } from './notification-rows';
import { accountRows } from './account-rows';
import { adminUserRows } from './admin-user-rows';
import { supplyRows } from './supply-rows';
import { applicationRows } from './application-rows';
import { adminMarketRows } from './admin-market-rows';
import { favouriteRows } from './favourite-rows';
import { tipRows } from './tip-rows';
import { planRows } from './plan-rows';
import { messageRows } from './message-rows';
import { jobPhotoRows } from './job-photo-rows';
import { problemRows } from './problem-rows';
import { freshJobs, holds, jobs, providerJob, providers, sessions, timeOffs, toMove } from './targets';
import { created, HOUR_MS, type Ids, type Request, type Role, type Row, services, testApp, testNow, testNowMs, week, withBody } from './world';

/** Every endpoint that needs a session: its row (the area files' rows spread in at the end). */
export const protectedRows: Record<string, Row> = {
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
        const [start] = await freeStartsOf(testApp(), 'nyc', ids.holdProvider, services);
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
    targets: { self: () => ({ query: { from: testNow().toISOString(), to: new Date(testNowMs() + 7 * 24 * HOUR_MS).toISOString() } }) },
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
  ...supplyRows,
  ...marketInsightsRows,
  ...marketJobsRows,
  ...marketSettingsRows,
  ...jobPaymentRows,
  ...paymentCardRows,
  ...providerPaymentsRows,
  ...moneyRefundsRows,
  ...notificationInAppRows,
  ...outboxRows,
  ...accountRows,
  ...adminMarketRows,
  ...emailChangeRows,
  ...adminUserRows,
  ...applicationRows,
  ...favouriteRows,
  ...tipRows,
  ...problemRows,
  ...planRows,
  ...messageRows,
  ...jobPhotoRows,
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
export const publicRows: Record<string, { request: (ids: Ids) => Request | Promise<Request>; status: number }> = {
  'health.health': { request: () => ({}), status: 200 },
  'auth.signup': { request: () => ({ body: { name: 'New Person', email: 'new.person@example.com', password: 'tangerine-quilt-harbor' } }), status: 202 },
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
  'booking.providersAt': { request: () => ({ params: { marketId: 'nyc' }, body: { services, start: new Date(testNowMs() + 3 * 24 * HOUR_MS).toISOString() } }), status: 200 },
  // The signed link from an email is the permission (no session).
  'notifications.unsubscribeState': { request: async (ids) => ({ query: { token: await linkOf(ids) } }), status: 200 },
  ...emailRecoveryRows,
  'notifications.unsubscribe': { request: async (ids) => ({ body: { token: await linkOf(ids) } }), status: 200 },
  // RFC 8058: what a mail provider posts; a browser that opens the URL is sent to the page.
  'notifications.unsubscribeOneClick': {
    request: async (ids) => ({ query: { token: await linkOf(ids) }, raw: { payload: Buffer.from('List-Unsubscribe=One-Click'), contentType: 'application/x-www-form-urlencoded' } }),
    status: 204,
  },
  'notifications.unsubscribeOneClickLink': { request: async (ids) => ({ query: { token: await linkOf(ids) } }), status: 303 },
  // The launch email's links (docs/admin-markets.md): the entry's random token is the permission.
  'waitlist.unsubscribe': { request: async () => ({ body: { token: await waitlistToken() } }), status: 204 },
  'waitlist.unsubscribeOneClick': {
    request: async () => ({ query: { token: await waitlistToken() }, raw: { payload: Buffer.from('List-Unsubscribe=One-Click'), contentType: 'application/x-www-form-urlencoded' } }),
    status: 204,
  },
};

/** The token of a waitlist entry (one made for the matrix). */
async function waitlistToken(): Promise<string> {
  const db = testApp().db;
  await db.insertInto('waitlist_entries').values({ postal_code: '94110', email: 'matrix.waitlist@example.com' }).onConflict((conflict) => conflict.doNothing()).execute();
  return (await db.selectFrom('waitlist_entries').select('unsubscribe_token').where('email', '=', 'matrix.waitlist@example.com').executeTakeFirstOrThrow()).unsubscribe_token;
}

/** The customer's unsubscribe link for booking emails. */
function linkOf(ids: Ids): Promise<string> {
  return unsubscribeToken(testApp(), { userId: ids.users.customer, event: 'booked', channel: 'email' });
}
