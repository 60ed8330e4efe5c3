import { insertTestJob, providerOffering, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { TIMEOUT_REASON } from './expire-request';
import { formerProviderName } from '../../i18n/recorded-reasons';
import { insertJobEvent } from './jobs.repository';

/**
 * A job's timeline in the reader's language (docs/languages.md): what the API recorded itself (a
 * request that timed out, a provider without a name any more) is kept in English and worded
 * when read; a deleted account is "A former user" in the reader's words; Handyhub stays Handyhub;
 * a person's reason stays as written.
 */
const DAY_MS = 24 * 3_600_000;
/** 07:00 UTC, `days` from the test clock's day: 02:00 or 03:00 in New York, when the seeded jobs sleep too. */
const nightOf = (days: number) => new Date(Math.floor(TEST_NOW / DAY_MS) * DAY_MS + days * DAY_MS + 7 * 3_600_000);
let t: TestApp;
let jobId: string;
let providerId: string;
let customer: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  providerId = await providerOffering(t.db, 'nyc', ['home-cleaning']);
  const customerId = await userIdOf(t.db, 'customer@example.com');
  jobId = await insertTestJob(t.db, { customerId, providerId, marketId: 'nyc', start: nightOf(3), status: 'requested' });
  const at = (minutes: number) => new Date(TEST_NOW + minutes * 60_000);
  const formerProvider = { id: providerId, name: formerProviderName };
  await insertJobEvent(t.db, { jobId, at: at(1), actorUserId: null, actorRole: 'system', from: 'requested', to: 'unassigned', reason: TIMEOUT_REASON, changes: { provider: { before: formerProvider, after: null } } });
  await insertJobEvent(t.db, { jobId, at: at(2), actorUserId: null, actorRole: 'manager', from: 'unassigned', to: 'requested', reason: 'Asked by phone', changes: { provider: { before: null, after: formerProvider } } });
  customer = await loginAs(t.app, 'customer@example.com');
  manager = await loginAs(t.app, 'manager@example.com');
});
afterAll(() => t.close());

const german = (cookie: string) => `${cookie}; lang=de`;
const lastTwo = (timeline: unknown[]) => timeline.slice(-2);

it('words the customer’s timeline in German, and in English as before', async () => {
  const inGerman = (await apiCall(t, 'GET', `/api/jobs/${jobId}`, { cookie: german(customer) })).json();
  expect(lastTwo(inGerman.timeline)).toEqual([
    expect.objectContaining({ actor: { role: 'system', name: 'Handyhub' }, reason: 'Der Dienstleister hat nicht rechtzeitig geantwortet, daher weist der Markt den Auftrag jemand anderem zu.' }),
    expect.objectContaining({ actor: { role: 'manager', name: 'Ein ehemaliger Nutzer' }, reason: 'Asked by phone', assignedTo: 'Ein ehemaliger Dienstleister' }),
  ]);
  const inEnglish = (await apiCall(t, 'GET', `/api/jobs/${jobId}`, { cookie: customer })).json();
  expect(lastTwo(inEnglish.timeline)).toEqual([
    expect.objectContaining({ actor: { role: 'system', name: 'Handyhub' }, reason: TIMEOUT_REASON }),
    expect.objectContaining({ actor: { role: 'manager', name: 'A former user' }, reason: 'Asked by phone', assignedTo: 'A former provider' }),
  ]);
});

it('words the desk’s history and its provider changes in German', async () => {
  const desk = (await apiCall(t, 'GET', `/api/markets/nyc/jobs/${jobId}/desk`, { cookie: german(manager) })).json();
  const [timedOut, assigned] = lastTwo(desk.history) as Array<{ reason: string; actor: { name: string }; changes: { provider: { before: { name: string } | null; after: { name: string } | null } } }>;
  expect(timedOut!.reason).toMatch(/^Der Dienstleister hat nicht rechtzeitig geantwortet/);
  expect(timedOut!.changes.provider.before).toEqual({ id: providerId, name: 'Ein ehemaliger Dienstleister' });
  expect(assigned!.actor.name).toBe('Ein ehemaliger Nutzer');
  expect(assigned!.changes.provider.after).toEqual({ id: providerId, name: 'Ein ehemaliger Dienstleister' });
});

it('signs a deleted customer’s review in the reader’s language', async () => {
  const leaverId = await createUser(t.db, { email: 'leaver@example.com', name: 'Lea Ver', roles: ['customer'] });
  const reviewed = await insertTestJob(t.db, { customerId: leaverId, providerId, marketId: 'nyc', start: nightOf(-3), status: 'completed' });
  await t.db.insertInto('reviews').values({ job_id: reviewed, rating: 5, comment: 'Sehr gründlich', created_at: new Date(TEST_NOW) }).execute();
  await t.db.updateTable('users').set({ deleted_at: new Date(TEST_NOW) }).where('id', '=', leaverId).execute();
  const signed = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: `/api/providers/${providerId}/reviews?page=1`, headers })).json().reviews.find((review: { comment: string }) => review.comment === 'Sehr gründlich')?.firstName;
  expect(await signed({ 'accept-language': 'de-DE,de;q=0.9' })).toBe('Ein ehemaliger Kunde');
  expect(await signed({})).toBe('A former customer');
});
