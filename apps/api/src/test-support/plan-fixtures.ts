import { randomUUID } from 'node:crypto';
import { clearBlockingJobs, placeBody, providerOffering } from './job-fixtures';
import { apiCall, createUser, loginAs, providerIdOf, type TestApp } from './test-app';

/** The services of the plans tests make: two hours of home cleaning. */
export const planCleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

/** A New York provider who cleans, not the demo provider (whose week and plan the seed fills), working every day 07:00–20:00 with nothing booked. */
export async function planProvider(t: TestApp, except: string[] = []): Promise<string> {
  const maria = await providerIdOf(t.db, 'provider@example.com');
  const providerId = await providerOffering(t.db, 'nyc', ['home-cleaning'], [maria, ...except]);
  await t.db.deleteFrom('provider_availability').where('provider_id', '=', providerId).execute();
  await t.db
    .insertInto('provider_availability')
    .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ provider_id: providerId, weekday, start_minute: 7 * 60, end_minute: 20 * 60 })))
    .execute();
  await clearBlockingJobs(t.db, [providerId]);
  return providerId;
}

/** A new customer, signed in. */
export async function planCustomer(t: TestApp, email: string): Promise<{ userId: string; cookie: string }> {
  const userId = await createUser(t.db, { email, name: email.split('@')[0]!, roles: ['customer'] });
  return { userId, cookie: await loginAs(t.app, email) };
}

/** Books `start` with the provider as the customer would, with `repeat` (the plan's first visit). Answers the place request's response. */
export async function bookPlanThroughApi(t: TestApp, cookie: string, providerId: string, start: Date, options: { everyWeeks?: 1 | 2 | 4; paymentMethod?: string } = {}) {
  const hold = await apiCall(t, 'POST', '/api/holds', { cookie, body: { marketId: 'nyc', providerId, start: start.toISOString(), services: planCleaning } });
  if (hold.statusCode !== 201) throw new Error(`hold: ${hold.statusCode} ${hold.body}`);
  const overrides = { repeat: { everyWeeks: options.everyWeeks ?? 1 }, ...(options.paymentMethod ? { paymentMethod: options.paymentMethod } : {}) };
  return apiCall(t, 'POST', '/api/jobs', { cookie, body: placeBody(hold.json().hold.id, randomUUID(), overrides) });
}

/** The plan the booking made (its first visit's job). */
export async function planOfJob(t: TestApp, jobId: string): Promise<string> {
  return (await t.db.selectFrom('jobs').select('plan_id').where('id', '=', jobId).executeTakeFirstOrThrow()).plan_id!;
}

/** The plan's visits as stored, in time order. */
export async function visitsOf(t: TestApp, planId: string) {
  return t.db.selectFrom('jobs').select(['id', 'status', 'start_at', 'provider_id', 'plan_occurrence', 'total_minor', 'cancellation_fee_minor']).where('plan_id', '=', planId).orderBy('start_at').orderBy('id').execute();
}
