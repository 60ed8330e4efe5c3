import { randomUUID } from 'node:crypto';
import { freeStartsOf, placeBody } from './job-fixtures';
import { apiCall, type TestApp } from './test-app';

const DAY_MS = 24 * 3_600_000;
export const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

/**
 * Books a job through the API as the customer would (hold, then place with the card), at the
 * provider's first free start at least `afterDays` ahead. Answers the place request's response.
 */
export async function bookThroughApi(t: TestApp, cookie: string, providerId: string, options: { paymentMethod?: string; afterDays?: number; now?: Date } = {}) {
  const after = (options.now ?? t.clock.now()).getTime() + (options.afterDays ?? 10) * DAY_MS;
  const [start] = (await freeStartsOf(t, 'nyc', providerId, cleaning, options.now)).filter((candidate) => candidate.getTime() > after);
  const hold = await apiCall(t, 'POST', '/api/holds', { cookie, body: { marketId: 'nyc', providerId, start: start!.toISOString(), services: cleaning } });
  if (hold.statusCode !== 201) throw new Error(`hold: ${hold.statusCode} ${hold.body}`);
  const holdId = hold.json().hold.id as string;
  const key = randomUUID();
  const placed = await apiCall(t, 'POST', '/api/jobs', { cookie, body: placeBody(holdId, key, options.paymentMethod ? { paymentMethod: options.paymentMethod } : {}) });
  return { placed, holdId, key, start: start! };
}

const MINUTE_MS = 60_000;

/**
 * The provider accepts the job, starts it 20 minutes before its start and completes it two
 * hours after; `moveClock` sets the test's clock (the API's `now`) for each step.
 */
export async function completeThroughApi(t: TestApp, providerCookie: string, job: { jobId: string; start: number }, moveClock: (at: number) => void): Promise<void> {
  const steps: Array<[at: number | null, action: string, body: unknown]> = [
    [null, 'accept', {}],
    [job.start - 20 * MINUTE_MS, 'start', {}],
    [job.start + 120 * MINUTE_MS, 'complete', { note: 'Done' }],
  ];
  for (const [at, action, body] of steps) {
    if (at !== null) moveClock(at);
    const response = await apiCall(t, 'POST', `/api/provider/jobs/${job.jobId}/${action}`, { cookie: providerCookie, body });
    if (response.statusCode !== 200) throw new Error(`${action}: ${response.statusCode} ${response.body}`);
  }
}
