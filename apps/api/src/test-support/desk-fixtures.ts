import type { InjectOptions } from 'fastify';
import { searchSchedules } from '../modules/booking/schedule-search';
import { listProvidersOffering } from '../modules/booking/schedules.repository';
import { clearBlockingJobs, insertTestJob, testDeps, userIdOf } from './job-fixtures';
import { apiCall, createTestApp, createUser, loginAs, providerIdOf, type TestApp } from './test-app';

/**
 * The job desk's route tests (modules/job-desk/*.routes.test.ts) in a quiet New York: nobody's
 * seeded jobs or reviews (so the ranking is known) and every cleaner unpaused and working
 * 7:00–21:00 every day. `setUpDeskWorld()` in a file's `beforeAll`; the helpers below act in that world.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

export interface DeskWorld {
  t: TestApp;
  /** Session cookies. */
  manager: string;
  berlinManager: string;
  customer: string;
  provider: string;
  customerId: string;
  /** The demo provider's id. */
  maria: string;
  nycProviders: string[];
}
let world: DeskWorld | undefined;
const current = (): DeskWorld => {
  if (!world) throw new Error('Call setUpDeskWorld() in beforeAll first.');
  return world;
};

export async function setUpDeskWorld(): Promise<DeskWorld> {
  const t = await createTestApp();
  await createUser(t.db, { email: 'manager.berlin@example.com', roles: ['manager'], managedMarketIds: ['berlin'] });
  // Every cleaner offerable: the demo data's paused provider too (only offerable ones are candidates).
  await t.db.updateTable('providers').set({ paused_at: null }).execute();
  const nycProviders = await listProvidersOffering(t.db, 'nyc', ['home-cleaning']);
  world = {
    t,
    manager: await loginAs(t.app, 'manager@example.com'),
    berlinManager: await loginAs(t.app, 'manager.berlin@example.com'),
    customer: await loginAs(t.app, 'customer@example.com'),
    provider: await loginAs(t.app, 'provider@example.com'),
    customerId: await userIdOf(t.db, 'customer@example.com'),
    maria: await providerIdOf(t.db, 'provider@example.com'),
    nycProviders,
  };
  await clearBlockingJobs(t.db, nycProviders);
  await t.db.updateTable('providers').set({ rating_sum: 0, rating_count: 0 }).where('id', 'in', nycProviders).execute();
  // Several are free at the same time; time off is the only exception.
  await t.db.deleteFrom('provider_availability').where('provider_id', 'in', nycProviders).execute();
  await t.db.deleteFrom('provider_time_off').where('provider_id', 'in', nycProviders).execute();
  await t.db
    .insertInto('provider_availability')
    .values(nycProviders.flatMap((id) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ provider_id: id, weekday, start_minute: 7 * 60, end_minute: 21 * 60 }))))
    .execute();
  return world;
}

export const call = (method: InjectOptions['method'], url: string, cookie: string | undefined, body?: unknown) => apiCall(current().t, method, url, { ...(cookie ? { cookie } : {}), body });
export const desk = (jobId: string, cookie = current().manager, market = 'nyc') => call('GET', `/api/markets/${market}/jobs/${jobId}/desk`, cookie);
export const candidates = (jobId: string, cookie = current().manager) => call('GET', `/api/markets/nyc/jobs/${jobId}/candidates`, cookie);
export const post = (jobId: string, action: 'assign' | 'status' | 'cancel', body: unknown, cookie = current().manager) =>
  call('POST', `/api/markets/nyc/jobs/${jobId}/${action}`, cookie, body);

let slot = 0;
/** A start days ahead, a different one each time (5 hours apart), outside the free-cancellation window. */
const nextStart = () => new Date(current().t.clock.at() + 3 * DAY_MS + (slot += 1) * 5 * HOUR_MS);
export const jobFor = (status: 'requested' | 'confirmed' | 'in_progress' | 'completed' | 'unassigned', start = nextStart(), providerId = current().maria) =>
  insertTestJob(current().t.db, { customerId: current().customerId, providerId, marketId: 'nyc', start, status, services: cleaning });

/** A job at a start the slot engine offers at least four providers (the job's `owner` one of them), with its free candidates. */
export async function bookableJob(after = 2 * DAY_MS) {
  const { t, nycProviders } = current();
  const market = await t.db.selectFrom('markets').selectAll().where('id', '=', 'nyc').executeTakeFirstOrThrow();
  const days = await searchSchedules(testDeps(t), { market, providerIds: nycProviders, durationMinutes: 120, now: t.clock.now() });
  const earliest = t.clock.at() + after + slot * HOUR_MS;
  const found = days.flatMap((day) => day.slots).find((free) => free.providerIds.length >= 4 && free.start > earliest)!;
  const start = new Date(found.start);
  slot += 3;
  const owner = found.providerIds[0]!;
  const jobId = await jobFor('confirmed', start, owner);
  const list = (await candidates(jobId)).json().candidates as Array<{ provider: { id: string; displayName: string }; score: number; reasons: string[]; declinedBefore: boolean; parts: unknown[] }>;
  return { jobId, start, list, owner };
}
