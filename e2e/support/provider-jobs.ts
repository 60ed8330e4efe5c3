import { type APIRequestContext, expect } from '@playwright/test';

/** The API's CSRF header: every state-changing request from a test sends it, as the site does. */
const headers = { 'x-requested-with': 'handyhub' };
const services = [{ serviceId: 'home-cleaning', quantity: 1 }];

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export const getJson = async <T>(request: APIRequestContext, url: string) => ok<T>(await request.get(url));
export const putJson = async <T>(request: APIRequestContext, url: string, data: unknown) => ok<T>(await request.put(url, { headers, data }));
export const postJson = async <T>(request: APIRequestContext, url: string, data: unknown = {}) => ok<T>(await request.post(url, { headers, data }));

/** The test world's time: the API's test clock, read through the site (docs/testing.md). */
export const worldNow = async (request: APIRequestContext) => new Date((await getJson<{ now: string }>(request, '/api/test-clock')).now);

/**
 * How far ahead a job is booked: at least the market's minimum notice and its whole response
 * window (2 h each in New York), so the provider has the window to answer, and a spec moves the
 * clock to the start when it needs to start the job.
 */
export const ANSWERABLE_AFTER_MS = 4 * 3_600_000;

/** A provider may start a job from 30 minutes before its start (docs/provider.md): where a spec moves the clock to. */
export const startableFrom = (job: { start: string }) => new Date(Date.parse(job.start) - 30 * 60_000);

/**
 * Books the provider's earliest free time in New York City at least four hours ahead (by the test
 * clock) through the API, as the booking flow does (slots → providers at that time → hold →
 * place): the flow's screens are booking.spec's. With `withOthersFree`, the earliest time at
 * which another provider is free too (someone the market could give the job to instead).
 */
export async function bookWithProvider(
  request: APIRequestContext,
  providerId: string,
  description: string,
  { withOthersFree = false }: { withOthersFree?: boolean } = {},
): Promise<{ id: string; start: string }> {
  const from = (await worldNow(request)).getTime() + ANSWERABLE_AFTER_MS;
  const { days } = await postJson<{ days: Array<{ slots: Array<{ start: string }> }> }>(request, '/api/markets/nyc/slots', { services, postalCode: '10011' });
  for (const { start } of days.flatMap((day) => day.slots).filter((slot) => Date.parse(slot.start) >= from)) {
    const { providers } = await postJson<{ providers: Array<{ provider: { id: string } }> }>(request, '/api/markets/nyc/slots/providers', { services, start });
    if (!providers.some(({ provider }) => provider.id === providerId)) continue;
    if (withOthersFree && providers.length < 2) continue;
    const { hold } = await postJson<{ hold: { id: string } }>(request, '/api/holds', { marketId: 'nyc', providerId, start, services });
    const { job } = await postJson<{ job: { id: string; start: string } }>(request, '/api/jobs', {
      holdId: hold.id,
      idempotencyKey: crypto.randomUUID(),
      services,
      address: { line1: '45 West 10th Street', city: 'New York', postalCode: '10011' },
      jobInfo: { descriptionHtml: `<p>${description}</p>`, accessNotes: 'Ring 3B', size: 'small' },
      contact: { name: 'Casey Newcomer', email: 'casey@example.com', phone: '+1 212 555 0199' },
      paymentMethod: 'pm_card_visa',
    });
    return job;
  }
  throw new Error('The provider has no free time in New York City.');
}
