import { sql } from 'kysely';
import { insertSession } from '../../auth/sessions.repository';
import { newSessionToken, sessionIdOf } from '../../auth/session-token';
import { freeStartsOf, insertTestHold, insertTestJob } from '../../../test-support/job-fixtures';
import { fixtureStart, HOUR_MS, type Ids, inMarket, type Request, type Role, type Row, services, testApp, testNow, testNowMs, UNKNOWN_ID, userOf } from './world';

/** What the matrix's rows act on: each target makes the ids (and a fresh resource where the call changes it) for one request. */
export const markets = { nyc: () => ({ params: { marketId: 'nyc' } }), berlin: () => ({ params: { marketId: 'berlin' } }), unknown: () => ({ params: { marketId: 'atlantis' } }) };
export const providers: Row['targets'] = {
  provider: (ids) => ({ params: { providerId: ids.provider } }),
  otherProvider: (ids) => ({ params: { providerId: ids.otherProvider } }),
  berlinProvider: (ids) => ({ params: { providerId: ids.berlinProvider } }),
  unknown: () => ({ params: { providerId: UNKNOWN_ID } }),
};

const freshHold = async (ids: Ids, customerId: string) => {
  const [start] = await freeStartsOf(testApp(), 'nyc', ids.holdProvider, services);
  return insertTestHold(testApp().db, { customerId, providerId: ids.holdProvider, marketId: 'nyc', start: start!, services, expiresAt: new Date(testNowMs() + 10 * 60_000) });
};
export const holds: Row['targets'] = {
  mine: async (ids, role) => ({ params: { holdId: await freshHold(ids, userOf(ids, role)) } }),
  someoneElses: async (ids) => ({ params: { holdId: await freshHold(ids, ids.stranger) } }),
  unknown: () => ({ params: { holdId: UNKNOWN_ID } }),
};

/** A new session of the given user (as another device's login would make), by its public id. */
const freshSession = async (userId: string) => {
  const id = sessionIdOf(newSessionToken());
  await insertSession(testApp().db, { id, userId, createdAt: testNow(), expiresAt: new Date(testNowMs() + 24 * HOUR_MS), userAgent: null, address: null });
  return (await testApp().db.selectFrom('sessions').select('public_id').where('id', '=', id).executeTakeFirstOrThrow()).public_id;
};
export const sessions: Row['targets'] = {
  mine: async (ids, role) => ({ params: { sessionId: await freshSession(userOf(ids, role)) } }),
  someoneElses: async (ids) => ({ params: { sessionId: await freshSession(ids.stranger) } }),
  unknown: () => ({ params: { sessionId: UNKNOWN_ID } }),
};

export const jobs: Row['targets'] = {
  nycJob: (ids) => ({ params: { jobId: ids.customerJob } }),
  berlinJob: (ids) => ({ params: { jobId: ids.berlinJob } }),
  unknown: () => ({ params: { jobId: UNKNOWN_ID } }),
};
/** A new job each call: the demo customer's with the demo provider in nyc, or the stranger's in Berlin. */
export const freshJobs = (status: 'confirmed' | 'completed'): Row['targets'] => {
  const direction = status === 'completed' ? -1 : 1;
  return {
    nycJob: async (ids) => ({
      params: { jobId: await insertTestJob(testApp().db, { customerId: ids.users.customer, providerId: ids.provider, marketId: 'nyc', start: fixtureStart(direction), status }) },
    }),
    berlinJob: async (ids) => ({
      params: { jobId: await insertTestJob(testApp().db, { customerId: ids.stranger, providerId: ids.berlinProvider, marketId: 'berlin', start: fixtureStart(direction), status, services }) },
    }),
    unknown: () => ({ params: { jobId: UNKNOWN_ID } }),
  };
};
/** A fresh job and a start the slot engine offers its provider. */
export const toMove = Object.fromEntries(
  Object.entries(freshJobs('confirmed')).map(([name, target]) => [
    name,
    async (ids: Ids, role: Role) => {
      const request = await target(ids, role);
      const [marketId, providerId] = name === 'berlinJob' ? ['berlin', ids.berlinProvider] : ['nyc', ids.provider];
      const [start] = name === 'unknown' ? [new Date(testNowMs() + 5 * 24 * HOUR_MS)] : await freeStartsOf(testApp(), marketId!, providerId!, services);
      return { ...request, body: { start: start!.toISOString() } };
    },
  ]),
);
/** A fresh time off of the provider for each call (an unknown provider's: an id that names nothing). */
export const timeOffs: Row['targets'] = Object.fromEntries(
  Object.entries(providers).map(([name, target]) => [
    name,
    async (ids: Ids, role: Role) => {
      const request = await target(ids, role);
      const providerId = request.params!.providerId!;
      if (providerId === UNKNOWN_ID) return { params: { providerId, timeOffId: '1' } };
      const start = fixtureStart(1);
      const row = await testApp().db.insertInto('provider_time_off').values({ provider_id: providerId, starts_at: start, ends_at: new Date(start.getTime() + HOUR_MS), reason: 'Fixture' }).returning('id').executeTakeFirstOrThrow();
      return { params: { providerId, timeOffId: String(row.id) } };
    },
  ]),
);
const MINUTE = 60_000;
/**
 * A job at the present (to start, complete, mark) needs the provider's present free: the previous
 * such fixture, or a job an earlier row moved to the first free start (hours from now at some
 * times of day), gives way to it.
 */
const clearPresent = (providerId: string) =>
  testApp()
    .db.updateTable('jobs')
    .set({ status: 'cancelled' })
    .where('provider_id', '=', providerId)
    .where('status', 'in', ['requested', 'confirmed', 'in_progress'])
    .where(sql<boolean>`blocked && tstzrange(${new Date(testNowMs() - HOUR_MS)}::timestamptz, ${new Date(testNowMs() + 12 * HOUR_MS)}::timestamptz)`)
    .execute();
export const providerJob = (status: 'requested' | 'confirmed' | 'in_progress', when: 'future' | 'now'): Row['targets'] => {
  const make = async (customerId: string, providerId: string) => {
    if (when === 'future') return insertTestJob(testApp().db, { customerId, providerId, marketId: 'nyc', start: fixtureStart(1), status });
    await clearPresent(providerId);
    return insertTestJob(testApp().db, { customerId, providerId, marketId: 'nyc', start: new Date(testNowMs() - 10 * MINUTE), status });
  };
  return {
    mine: async (ids) => ({ params: { jobId: await make(ids.stranger, ids.provider) } }),
    someoneElses: async (ids) => ({ params: { jobId: await make(ids.stranger, ids.otherProvider) } }),
    unknown: () => ({ params: { jobId: UNKNOWN_ID } }),
  };
};

/** A fresh unassigned job each call and a provider the slot engine offers at its time. */
export const toAssign: Row['targets'] = inMarket({
  nycJob: async (ids) => assignable(ids.users.customer, ids.holdProvider, 'nyc'),
  berlinJob: async (ids) => assignable(ids.stranger, ids.berlinProvider, 'berlin'),
  unknown: (ids) => ({ params: { jobId: UNKNOWN_ID }, body: { providerId: ids.holdProvider } }),
});
async function assignable(customerId: string, providerId: string, marketId: string): Promise<Request> {
  const [start] = await freeStartsOf(testApp(), marketId, providerId, services);
  const jobId = await insertTestJob(testApp().db, { customerId, providerId, marketId, start: start!, status: 'cancelled', services });
  await testApp().db.updateTable('jobs').set({ status: 'unassigned', provider_id: null }).where('id', '=', jobId).execute();
  return { params: { jobId }, body: { providerId } };
}
