import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { postJson } from './provider-jobs';

/** A job of the demo customer, as `GET /api/jobs/:jobId` answers (the parts booking again needs). */
export interface BookedJob {
  id: string;
  status: string;
  services: Array<{ serviceId: string; quantity: number }>;
  address: { postalCode: string };
  provider: { id: string; displayName: string };
}

/** The earliest time the booking flow will offer at which the provider is free (found as the flow finds it). */
export async function freeTimeOf(request: APIRequestContext, job: BookedJob): Promise<string> {
  const services = job.services.map(({ serviceId, quantity }) => ({ serviceId, quantity }));
  const { days } = await postJson<{ days: Array<{ slots: Array<{ start: string }> }> }>(request, '/api/markets/nyc/slots', { services, postalCode: job.address.postalCode });
  for (const { start } of days.flatMap((day) => day.slots)) {
    const { providers } = await postJson<{ providers: Array<{ provider: { id: string } }> }>(request, '/api/markets/nyc/slots/providers', { services, start });
    if (providers.some(({ provider }) => provider.id === job.provider.id)) return start;
  }
  throw new Error(`${job.provider.displayName} has no free time in New York City.`);
}

/** Picks `start` on the time step, by the day and time the page shows (in the market's zone). */
export async function pickTime(page: Page, start: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pick a start time');
  const { day, time } = await page.evaluate((instant) => {
    const zone = { timeZone: 'America/New_York' } as const;
    return {
      day: new Intl.DateTimeFormat('en-US', { ...zone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(instant)),
      time: new Intl.DateTimeFormat('en-US', { ...zone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant)),
    };
  }, start);
  const group = page.getByRole('group', { name: day });
  while (!(await group.isVisible())) await page.getByRole('button', { name: 'Show more days' }).click();
  await group.getByRole('button', { name: time, exact: true }).click();
}
