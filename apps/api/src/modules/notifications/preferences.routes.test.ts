import { notificationDefaults, notificationEvents, notificationLimits } from '@marketplace/contracts';
import { apiCall, createTestApp, createUser, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { email: 'prefs.customer@example.com', roles: ['customer'] });
  await createUser(t.db, { email: 'prefs.provider@example.com', roles: ['provider'] });
  await createUser(t.db, { email: 'prefs.manager@example.com', roles: ['manager'], managedMarketIds: ['nyc'] });
  const withPhone = await createUser(t.db, { email: 'prefs.phone@example.com', roles: ['customer'] });
  await t.db.updateTable('users').set({ phone: '+1 212 555 0199' }).where('id', '=', withPhone).execute();
  for (const who of ['customer', 'provider', 'manager', 'phone']) cookies[who] = await loginAs(t.app, `prefs.${who}@example.com`);
});
afterAll(() => t.close());

const read = (who: string) => apiCall(t, 'GET', '/api/notifications/preferences', { cookie: cookies[who] });
const change = (who: string, body: unknown) => apiCall(t, 'PUT', '/api/notifications/preferences', { cookie: cookies[who], body });
type Entry = { event: string; label: string; description: string; channels: Record<string, boolean> };
const eventsOf = async (who: string): Promise<Entry[]> => (await read(who)).json().events;
const channelsOf = async (who: string, event: string) => (await eventsOf(who)).find((entry) => entry.event === event)?.channels;

describe('notification settings: the defaults per role', () => {
  it('a customer gets every step of their own jobs, in the contract’s order, and no payouts', async () => {
    const response = await read('customer');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    const customerEvents = notificationEvents.filter((event) => notificationDefaults.customer[event]);
    expect(body.events.map((entry: Entry) => entry.event)).toEqual(customerEvents);
    expect(body.events[0]).toEqual({ event: 'booked', label: 'New booking', description: expect.any(String), channels: { email: true, sms: false, in_app: true } });
    expect(await channelsOf('customer', 'reminder')).toEqual({ email: true, sms: true, in_app: true });
    expect(await channelsOf('customer', 'started')).toEqual({ email: false, sms: false, in_app: true });
    expect(body.email).toBe('prefs.customer@example.com');
    expect(body.hasPhone).toBe(false);
    expect(body.phoneVerified).toBe(false);
  });

  it('a provider is told about payouts and new requests by text as well', async () => {
    const events = await eventsOf('provider');
    expect(events.map((entry) => entry.event)).toContain('payout');
    expect(events.find((entry) => entry.event === 'booked')?.channels).toEqual({ email: true, sms: true, in_app: true });
    expect(events.find((entry) => entry.event === 'payout')?.channels).toEqual({ email: true, sms: false, in_app: true });
  });

  it('a manager hears about jobs without a provider and cancellations by email, and no payouts', async () => {
    const events = await eventsOf('manager');
    expect(events.map((entry) => entry.event)).not.toContain('payout');
    expect(events.find((entry) => entry.event === 'unassigned')?.channels.email).toBe(true);
    expect(events.find((entry) => entry.event === 'cancelled')?.channels.email).toBe(true);
  });

  it('says whether the account has a phone for text messages, and whether it is verified yet', async () => {
    expect((await read('phone')).json()).toMatchObject({ hasPhone: true, phoneVerified: false });
    await t.db.updateTable('users').set({ phone_verified_at: new Date(TEST_NOW) }).where('email', '=', 'prefs.phone@example.com').execute();
    expect((await read('phone')).json()).toMatchObject({ hasPhone: true, phoneVerified: true });
  });

  it('needs a session (401)', async () => {
    expect((await apiCall(t, 'GET', '/api/notifications/preferences')).statusCode).toBe(401);
    expect((await apiCall(t, 'PUT', '/api/notifications/preferences', { body: { changes: [{ event: 'booked', channel: 'email', enabled: false }] } })).statusCode).toBe(401);
  });
});

describe('changing notification settings', () => {
  it('stores the changes, answers the whole table and keeps them for the next read', async () => {
    const response = await change('customer', { changes: [{ event: 'confirmed', channel: 'email', enabled: false }, { event: 'started', channel: 'sms', enabled: true }] });
    expect(response.statusCode).toBe(200);
    expect(response.json().events.find((entry: Entry) => entry.event === 'confirmed').channels).toEqual({ email: false, sms: false, in_app: true });
    expect(await channelsOf('customer', 'confirmed')).toEqual({ email: false, sms: false, in_app: true });
    expect(await channelsOf('customer', 'started')).toEqual({ email: false, sms: true, in_app: true });
    // Someone else's settings are untouched.
    expect(await channelsOf('phone', 'confirmed')).toEqual({ email: true, sms: false, in_app: true });

    await change('customer', { changes: [{ event: 'confirmed', channel: 'email', enabled: true }] });
    expect(await channelsOf('customer', 'confirmed')).toEqual({ email: true, sms: false, in_app: true });
  });

  it('refuses an event that does not concern the caller (a customer’s payouts) and stores nothing', async () => {
    const response = await change('customer', { changes: [{ event: 'reminder', channel: 'sms', enabled: false }, { event: 'payout', channel: 'email', enabled: true }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors.changes[0]).toMatch(/payout/);
    expect(await channelsOf('customer', 'reminder')).toEqual({ email: true, sms: true, in_app: true });
  });

  it('refuses a malformed body with 400, never 500', async () => {
    const bodies = [
      {},
      { changes: [] },
      { changes: [{ event: 'birthday', channel: 'email', enabled: true }] },
      { changes: [{ event: 'booked', channel: 'fax', enabled: true }] },
      { changes: [{ event: 'booked', channel: 'email', enabled: 'yes' }] },
      { changes: Array.from({ length: notificationLimits.preferenceChanges + 1 }, () => ({ event: 'booked', channel: 'email', enabled: true })) },
      'changes',
    ];
    for (const body of bodies) expect({ body, status: (await change('customer', body)).statusCode }).toEqual({ body, status: 400 });
  });

  it('takes the last of two choices for the same event and channel (never a 500)', async () => {
    const response = await change('customer', { changes: [{ event: 'started', channel: 'email', enabled: true }, { event: 'started', channel: 'email', enabled: false }] });
    expect(response.statusCode).toBe(200);
    expect(await channelsOf('customer', 'started')).toMatchObject({ email: false });
  });
});
