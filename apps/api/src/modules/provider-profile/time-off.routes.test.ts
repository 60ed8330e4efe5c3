import { DateTime } from 'luxon';
import { freeStartsOf, insertTestJob, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

const NYC = 'America/New_York';
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];
const local = (instant: Date) => DateTime.fromJSDate(instant, { zone: NYC }).toFormat("yyyy-MM-dd'T'HH:mm");

let t: TestApp;
let providerId: string;
let provider: string;
beforeAll(async () => {
  t = await createTestApp();
  providerId = await providerIdOf(t.db, 'provider@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
});
afterAll(() => t.close());

const addTimeOff = (body: unknown) => apiCall(t, 'POST', `/api/providers/${providerId}/time-off`, { cookie: provider, body });
const providersAt = async (start: Date) =>
  ((await apiCall(t, 'POST', '/api/markets/nyc/slots/providers', { body: { services: cleaning, start: start.toISOString() } })).json().providers as Array<{ provider: { id: string } }>).map(
    (entry) => entry.provider.id,
  );

describe('time off', () => {
  it('takes effect in slot search at once, in the market zone', async () => {
    const [start] = await freeStartsOf(t, 'nyc', providerId, cleaning);
    expect(await providersAt(start!)).toContain(providerId);

    const from = new Date(start!.getTime() - 3_600_000);
    const to = new Date(start!.getTime() + 6 * 3_600_000);
    const response = await addTimeOff({ start: local(from), end: local(to), reason: 'Dentist' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const state = response.json();
    expect(state.timeZone).toBe(NYC);
    expect(state.entries).toContainEqual({ id: expect.any(String), start: from.toISOString(), end: to.toISOString(), reason: 'Dentist' });

    expect(await providersAt(start!)).not.toContain(providerId);
    expect(await freeStartsOf(t, 'nyc', providerId, cleaning)).not.toContainEqual(start);
  });

  it('lists a booked job inside new time off for the provider to resolve, and leaves the job as it was', async () => {
    const customerId = await userIdOf(t.db, 'customer@example.com');
    const jobStart = DateTime.fromMillis(TEST_NOW, { zone: NYC }).plus({ days: 40 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
    const jobId = await insertTestJob(t.db, { customerId, providerId, marketId: 'nyc', start: jobStart.toJSDate(), status: 'confirmed' });
    const response = await addTimeOff({ start: jobStart.startOf('day').toFormat("yyyy-MM-dd'T'HH:mm"), end: jobStart.plus({ days: 1 }).startOf('day').toFormat("yyyy-MM-dd'T'HH:mm"), reason: 'Holiday' });
    expect(response.statusCode).toBe(201);
    const { conflicts, entries } = response.json();
    const holiday = entries.find((entry: { reason: string }) => entry.reason === 'Holiday');
    expect(conflicts).toContainEqual({ jobId, status: 'confirmed', start: jobStart.toJSDate().toISOString(), end: expect.any(String), services: ['Home cleaning'], timeOffId: holiday.id });
    const job = await t.db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job.status).toBe('confirmed');

    const editor = (await apiCall(t, 'GET', `/api/providers/${providerId}/editor`, { cookie: provider })).json();
    expect(editor.timeOff.conflicts.map((conflict: { jobId: string }) => conflict.jobId)).toContain(jobId);

    const removed = await apiCall(t, 'DELETE', `/api/providers/${providerId}/time-off/${holiday.id}`, { cookie: provider });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().conflicts.map((conflict: { jobId: string }) => conflict.jobId)).not.toContain(jobId);
    expect((await apiCall(t, 'DELETE', `/api/providers/${providerId}/time-off/${holiday.id}`, { cookie: provider })).statusCode).toBe(404);
  });

  it('refuses what is not a usable range, with field errors', async () => {
    const soon = DateTime.fromMillis(TEST_NOW, { zone: NYC }).plus({ days: 3 });
    const at = (dt: DateTime) => dt.toFormat("yyyy-MM-dd'T'HH:mm");
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ start: at(soon.plus({ hours: 2 })), end: at(soon), reason: 'x' }, { end: ['Ends before it starts'] }],
      [{ start: at(soon.minus({ days: 10 })), end: at(soon.minus({ days: 9 })), reason: 'x' }, { end: ['This time is already over'] }],
      [{ start: at(soon), end: at(soon.plus({ days: 400 })), reason: 'x' }, { end: ['At most 366 days at a time'] }],
      [{ start: '2027-02-30 09:00', end: at(soon), reason: ' ' }, { start: ['Use a date and time, e.g. 2027-03-01T09:30'], reason: [expect.stringMatching(/Say why/)] }],
    ];
    for (const [body, fieldErrors] of cases) {
      const response = await addTimeOff(body);
      expect({ status: response.statusCode, fieldErrors: response.json().error.fieldErrors }).toEqual({ status: 400, fieldErrors: expect.objectContaining(fieldErrors) });
    }
  });
});
