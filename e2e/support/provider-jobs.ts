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

/**
 * Books the earliest time the provider is free in New York City through the API, as the booking
 * flow does (slots → providers at that time → hold → place): the flow's screens are booking.spec's.
 * With `withOthersFree`, the earliest time at which another provider is free too (someone the
 * market could give the job to instead).
 */
export async function bookWithProvider(
  request: APIRequestContext,
  providerId: string,
  description: string,
  { withOthersFree = false }: { withOthersFree?: boolean } = {},
): Promise<{ id: string; start: string }> {
  const { days } = await postJson<{ days: Array<{ slots: Array<{ start: string }> }> }>(request, '/api/markets/nyc/slots', { services, postalCode: '10011' });
  for (const { start } of days.flatMap((day) => day.slots)) {
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

/**
 * The provider's earliest times must be free for a test's job: her running job is completed,
 * what should have started is a no-show, and what she has in the next two hours (seeded, or left
 * by an earlier try) is cancelled or declined, through her own endpoints.
 */
export async function clearTheNextHours(provider: APIRequestContext, why: string): Promise<void> {
  const soon = Date.now() + 2 * 3_600_000;
  const reason = { reason: why };
  const { jobs } = await getJson<{ jobs: Array<{ id: string; status: string; start: string }> }>(provider, '/api/provider/upcoming');
  for (const job of jobs) {
    if (job.status === 'in_progress') await postJson(provider, `/api/provider/jobs/${job.id}/complete`, {});
    else if (Date.parse(job.start) <= Date.now()) await postJson(provider, `/api/provider/jobs/${job.id}/no-show`, {});
    else if (Date.parse(job.start) < soon) await postJson(provider, `/api/provider/jobs/${job.id}/cancel`, reason);
  }
  const { requests } = await getJson<{ requests: Array<{ id: string; start: string }> }>(provider, '/api/provider/requests');
  for (const request of requests.filter((candidate) => Date.parse(candidate.start) < soon)) {
    await postJson(provider, `/api/provider/jobs/${request.id}/decline`, reason);
  }
}
