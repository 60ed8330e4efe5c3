import { type ProviderJobDetail, providerCalendarSchema, providerJobSummarySchema, providerListStatuses } from '@marketplace/contracts';
import { clearBlockingJobs, insertTestJob, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

let clock = TEST_NOW;
let queries: string[] = [];
let t: TestApp;
let provider: string;
let maria: string;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock), observeQuery: (sql) => queries.push(sql) });
  provider = await loginAs(t.app, 'provider@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  customerId = await userIdOf(t.db, 'customer@example.com');
  // Maria's seeded week would overlap the jobs given to her here.
  await clearBlockingJobs(t.db, [maria]);
});
afterAll(() => t.close());

let slot = 0;
const jobAt = async (status: 'requested' | 'confirmed' | 'in_progress') => {
  const start = new Date(TEST_NOW + 2 * DAY_MS + (slot += 1) * 5 * 60 * MINUTE_MS);
  return { id: await insertTestJob(t.db, { customerId, providerId: maria, marketId: 'nyc', start, status }), start: start.getTime() };
};
const get = (url: string) => apiCall(t, 'GET', url, { cookie: provider });
const sessionReads = () => queries.filter((sql) => /^select\b/i.test(sql) && /\bfrom "sessions"/i.test(sql)).length;

/** The job in each of the provider's lists, as the API lists it now (undefined where it is not). */
async function listed(jobId: string, start: number) {
  const range = new URLSearchParams({ from: new Date(start - DAY_MS).toISOString(), to: new Date(start + DAY_MS).toISOString() });
  const [requests, upcoming, calendar] = await Promise.all([get('/api/provider/requests'), get('/api/provider/upcoming'), get(`/api/provider/calendar?${range}`)]);
  const find = <T extends { id: string }>(jobs: T[]) => jobs.find((job) => job.id === jobId);
  return { requests: find(requests.json().requests), upcoming: find(upcoming.json().jobs), calendar: find(calendar.json().jobs) };
}

/** Where the page puts the answer (providerListStatuses), in the shape each list has. */
function expectedLists(answer: ProviderJobDetail) {
  const shown = (list: keyof typeof providerListStatuses) => (providerListStatuses[list] as readonly string[]).includes(answer.status);
  return {
    requests: shown('requests') ? providerJobSummarySchema.parse(answer) : undefined,
    upcoming: shown('upcoming') ? providerJobSummarySchema.parse(answer) : undefined,
    calendar: shown('calendar') ? providerCalendarSchema.shape.jobs.def.element.parse(answer) : undefined,
  };
}

const steps = [
  { action: 'accept', path: 'accept', from: 'requested', at: () => TEST_NOW, body: {} },
  { action: 'decline', path: 'decline', from: 'requested', at: () => TEST_NOW, body: { reason: 'Away that week' } },
  { action: 'cancel', path: 'cancel', from: 'confirmed', at: () => TEST_NOW, body: { reason: 'Van broke down' } },
  { action: 'start', path: 'start', from: 'confirmed', at: (start: number) => start - 10 * MINUTE_MS, body: {} },
  { action: 'noShow', path: 'no-show', from: 'confirmed', at: (start: number) => start + 20 * MINUTE_MS, body: {} },
  { action: 'complete', path: 'complete', from: 'in_progress', at: (start: number) => start + 60 * MINUTE_MS, body: {} },
] as const;

describe.each(steps)('a provider’s $action', ({ path, from, at, body }) => {
  it('reads the session once and answers with the job exactly as the provider’s lists now show it', async () => {
    const job = await jobAt(from);
    clock = at(job.start);
    queries = [];
    const response = await apiCall(t, 'POST', `/api/provider/jobs/${job.id}/${path}`, { cookie: provider, body });
    expect(response.statusCode).toBe(200);
    expect(sessionReads()).toBe(1);
    const answer = response.json() as ProviderJobDetail;
    // The page moves the job between its lists from this answer instead of asking for them again.
    expect(await listed(job.id, job.start)).toEqual(expectedLists(answer));
    clock = TEST_NOW;
  });
});
