import type { TestApp } from '../../../test-support/test-app';

/**
 * The permission matrix's world (permission-matrix.test.ts): the callers, the ids they act on,
 * and the row shape. Rows build their fixtures in the test app the suite starts (`testApp()`).
 */
export const roles = ['anonymous', 'customer', 'provider', 'otherProvider', 'nycManager', 'berlinManager', 'admin'] as const;
export type Role = (typeof roles)[number];

export interface Ids {
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

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
export const week = { days: [{ weekday: 2, intervals: [{ start: '09:00', end: '17:00' }] }] };

export interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A body that is not JSON (an upload), with its content type. */
  raw?: { payload: Buffer; contentType: string };
}

export interface Row {
  /**
   * Each target: path params, query and body for one request. Targets that change state make
   * a fresh resource for each call (e.g. a job to cancel), so every role meets it untouched.
   */
  targets: Record<string, (ids: Ids, role: Role) => Request | Promise<Request>>;
  /** Expected status per role: one number for every target, or one per target. */
  expect: Record<Role, number | Record<string, number>>;
}

let current: TestApp | undefined;
/** Set by the suite's `beforeAll`. */
export function useTestApp(app: TestApp): void {
  current = app;
}
export function testApp(): TestApp {
  if (!current) throw new Error('The permission matrix has no test app yet: rows run inside the suite.');
  return current;
}

/** The suite's clock (the test app's: the test world's instant), as a date and in milliseconds. */
export const testNow = () => testApp().clock.now();
export const testNowMs = () => testApp().clock.at();

export const HOUR_MS = 3_600_000;
export const services = [{ serviceId: 'home-cleaning', quantity: 2 }];
export const userOf = (ids: Ids, role: Role) => (role === 'anonymous' ? ids.stranger : ids.users[role]);
let fixtureCount = 0;
/** A distinct time for each fixture job (days ahead or back), so no two clash for a provider. */
export const fixtureStart = (direction: 1 | -1) => new Date(testNowMs() + direction * (20 * 24 * HOUR_MS + (fixtureCount += 1) * 5 * HOUR_MS));

export const withBody = (targets: Row['targets'], body: unknown): Row['targets'] =>
  Object.fromEntries(Object.entries(targets).map(([name, target]) => [name, async (ids: Ids, role: Role) => ({ ...(await target(ids, role)), body })]));
/** The same rights, where success is 201 Created. */
export const created = (expect: Row['expect']): Row['expect'] =>
  Object.fromEntries(
    Object.entries(expect).map(([role, statuses]) => [
      role,
      typeof statuses === 'number' ? statuses : Object.fromEntries(Object.entries(statuses).map(([target, status]) => [target, status === 200 ? 201 : status])),
    ]),
  ) as Row['expect'];
/** The job desk (`/markets/:marketId/jobs/:jobId/…`): the job's market's managers and admins; 404 for anyone else, its customer and provider included. */
export const inMarket = (targets: Row['targets']): Row['targets'] =>
  Object.fromEntries(
    Object.entries(targets).map(([name, target]) => [
      name,
      async (ids: Ids, role: Role) => {
        const request = await target(ids, role);
        return { ...request, params: { ...request.params, marketId: name === 'berlinJob' ? 'berlin' : 'nyc' } };
      },
    ]),
  );
