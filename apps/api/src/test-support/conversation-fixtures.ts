import { defaultRateLimits } from '../config';
import { clearBlockingJobs, insertTestJob, userIdOf } from './job-fixtures';
import { makePicture, multipartBody } from './picture-fixtures';
import { apiCall, createTestApp, createUser, csrf, firstProviderIn, loginAs, providerIdOf, type TestApp } from './test-app';

/** The people of the conversations' tests (docs/conversations.md): the demo customer and provider (Maria), another nyc provider, managers of nyc and Berlin, an admin. */
export interface ConversationWorld {
  t: TestApp;
  customer: string;
  customerId: string;
  provider: string;
  providerUser: string;
  maria: string;
  otherProvider: string;
  otherProviderId: string;
  manager: string;
  berlinManager: string;
  admin: string;
}

export async function conversationWorld(): Promise<ConversationWorld> {
  const t = await createTestApp({ rateLimits: { ...defaultRateLimits } });
  const maria = await providerIdOf(t.db, 'provider@example.com');
  await clearBlockingJobs(t.db, [maria]);
  const other = await firstProviderIn(t.db, 'nyc', [maria]);
  await createUser(t.db, { email: 'manager.berlin.messages@example.com', roles: ['manager'], managedMarketIds: ['berlin'] });
  return {
    t,
    maria,
    customer: await loginAs(t.app, 'customer@example.com'),
    customerId: await userIdOf(t.db, 'customer@example.com'),
    provider: await loginAs(t.app, 'provider@example.com'),
    providerUser: await userIdOf(t.db, 'provider@example.com'),
    otherProviderId: other.id,
    otherProvider: await loginAs(t.app, other.email),
    manager: await loginAs(t.app, 'manager@example.com'),
    berlinManager: await loginAs(t.app, 'manager.berlin.messages@example.com'),
    admin: await loginAs(t.app, 'admin@example.com'),
  };
}

const DAY_MS = 24 * 3_600_000;

/** The conversation's endpoints as the tests call them, on the world `world()` gives (set in a beforeAll). */
export function conversationCalls(world: () => ConversationWorld) {
  let slot = 0;
  return {
    /** A job of the demo customer with Maria, each at its own hour (days from now; negative: past). */
    job: (days: number, status: 'requested' | 'confirmed' | 'completed' | 'cancelled' = 'confirmed') => {
      const { t, customerId, maria } = world();
      return insertTestJob(t.db, { customerId, providerId: maria, marketId: 'nyc', start: new Date(t.clock.at() + days * DAY_MS + (slot += 1) * 3 * 3_600_000), status });
    },
    list: (cookie: string | undefined, jobId: string, headers: Record<string, string> = {}) =>
      world().t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/messages`, headers: { ...(cookie ? { cookie } : {}), ...headers } }),
    send: (cookie: string, jobId: string, body: unknown, headers: Record<string, string> = {}) =>
      world().t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/messages`, headers: { ...csrf, cookie, ...headers }, payload: body as Record<string, unknown> }),
    read: (cookie: string, jobId: string, upTo: string) => apiCall(world().t, 'POST', `/api/jobs/${jobId}/messages/read`, { cookie, body: { upTo } }),
    report: (cookie: string, jobId: string, messageId: string, reason: unknown) => apiCall(world().t, 'POST', `/api/jobs/${jobId}/messages/${messageId}/report`, { cookie, body: { reason } }),
    upload: async (cookie: string, jobId: string) => {
      const { payload, contentType } = await multipartBody([{ name: 'picture', bytes: await makePicture('jpeg'), filename: 'door.jpg', type: 'image/jpeg' }]);
      return world().t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/messages/photos`, headers: { ...csrf, cookie, 'content-type': contentType }, payload });
    },
  };
}
