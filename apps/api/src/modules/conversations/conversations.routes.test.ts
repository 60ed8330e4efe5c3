import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { testDeps, userIdOf } from '../../test-support/job-fixtures';
import { insertPaidJob } from '../../test-support/paid-job-fixtures';
import { apiCall, createUser, loginAs, type TestApp } from '../../test-support/test-app';
import { type ConversationWorld, conversationCalls, conversationWorld } from '../../test-support/conversation-fixtures';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { sendMessageEmail } from './message-email';

/** A conversation per job (docs/conversations.md): who, when, masking, photos, receipts, reports, batched emails. */
const DAY_MS = 24 * 3_600_000;
const MINUTE_MS = 60_000;
let w: ConversationWorld;
let t: TestApp;
let customer: string;
let customerId: string;
let provider: string;
let providerUser: string;
let maria: string;
let otherProvider: string;
let otherProviderId: string;
let manager: string;
let berlinManager: string;
let admin: string;

beforeAll(async () => {
  w = await conversationWorld();
  ({ t, customer, customerId, provider, providerUser, maria, otherProvider, otherProviderId, manager, berlinManager, admin } = w);
});
afterAll(() => t.close());
// Each test its own minute: the 10 messages a minute are counted afresh.
beforeEach(() => t.clock.advance(2 * MINUTE_MS));
const { job, list, send, read, report, upload } = conversationCalls(() => w);

const CONTACT = 'Ring me on +1 212 555 0147 or write to jane.doe@example.com\nthe door code is 4521';

describe('contact in messages', () => {
  it('is masked before a provider accepts the job and revealed once they have, stored as written', async () => {
    const jobId = await job(3, 'requested');
    const sent = await send(customer, jobId, { text: CONTACT });
    expect(sent.statusCode).toBe(201);
    // The author reads their own words.
    expect(sent.json()).toMatchObject({ text: CONTACT, side: 'customer', mine: true, photos: [] });
    const before = (await list(provider, jobId)).json();
    expect(before.contactMasked).toBe(true);
    expect(before.messages[0].text).toBe('Ring me on ••• or write to •••@•••\nthe door code is 4521');
    // Before acceptance nobody else reads it unmasked, the market team included.
    expect((await list(manager, jobId)).json().messages[0].text).toBe(before.messages[0].text);
    const stored = await t.db.selectFrom('job_messages').select('body').where('job_id', '=', jobId).executeTakeFirstOrThrow();
    expect(stored.body).toBe(CONTACT);
    // The bell tells the provider without the words.
    const told = await t.db.selectFrom('notifications').select(['channel', 'payload', 'event']).where('job_id', '=', jobId).where('user_id', '=', providerUser).execute();
    expect(told).toEqual([expect.objectContaining({ channel: 'in_app', event: 'message_received' })]);
    expect(JSON.stringify(told)).not.toMatch(/555|jane\.doe/);

    await t.db.updateTable('jobs').set({ status: 'confirmed' }).where('id', '=', jobId).execute();
    await t.db.insertInto('job_events').values({ job_id: jobId, at: t.clock.now(), actor_user_id: providerUser, actor_role: 'provider', from_status: 'requested', to_status: 'confirmed' }).execute();
    const after = (await list(provider, jobId)).json();
    expect(after.contactMasked).toBe(false);
    expect(after.messages[0].text).toBe(CONTACT);
    expect((await list(manager, jobId)).json().messages[0].text).toBe(CONTACT);
  });
});

describe('when a conversation is open', () => {
  it('refuses new messages 14 days after the job ended (409 in the reader’s language) and still reads', async () => {
    // Completed, its scheduled end 14 days less 5 minutes ago: open for 5 more minutes.
    const jobId = await job(-14, 'completed');
    const end = (await t.db.selectFrom('jobs').select('end_at').where('id', '=', jobId).executeTakeFirstOrThrow()).end_at;
    t.clock.set(end.getTime() + 14 * DAY_MS - 5 * MINUTE_MS);
    expect((await send(customer, jobId, { text: 'Thanks again!' })).statusCode).toBe(201);
    const open = (await list(customer, jobId)).json();
    expect(open).toMatchObject({ open: true, openUntil: new Date(end.getTime() + 14 * DAY_MS).toISOString() });
    t.clock.advance(6 * MINUTE_MS);
    const late = await send(provider, jobId, { text: 'You are welcome' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This conversation closed 14 days after the job ended: no new messages can be sent. You can still read it.');
    const german = await send(provider, jobId, { text: 'Gern geschehen' }, { 'accept-language': 'de' });
    expect(german.statusCode).toBe(409);
    expect(german.json().error.message).toMatch(/geschlossen/);
    const closed = await list(provider, jobId);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ open: false, messages: [{ text: 'Thanks again!' }] });
    expect((await upload(customer, jobId)).statusCode).toBe(409);
  });

  it('counts from when a job was cancelled if that is later than its scheduled end', async () => {
    const jobId = await job(-30, 'cancelled');
    await t.db.insertInto('job_events').values({ job_id: jobId, at: new Date(t.clock.at() - DAY_MS), actor_user_id: customerId, actor_role: 'customer', from_status: 'confirmed', to_status: 'cancelled' }).execute();
    expect((await send(customer, jobId, { text: 'Sorry for cancelling late' })).statusCode).toBe(201);
    const upcoming = await job(5);
    expect((await list(customer, upcoming)).json()).toMatchObject({ open: true, openUntil: null });
  });
});

describe('who may read and write', () => {
  it('is the customer, the job’s provider, its market’s managers (as the market team) and admins; 404 for anyone else', async () => {
    const jobId = await job(4);
    for (const cookie of [customer, provider, manager, admin]) {
      const response = await list(cookie, jobId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await list(manager, jobId)).json().viewerSide).toBe('market');
    const team = await send(manager, jobId, { text: 'The market team here: all good?' });
    expect(team.json()).toMatchObject({ side: 'market', authorName: null });
    for (const cookie of [otherProvider, berlinManager]) {
      expect((await list(cookie, jobId)).statusCode).toBe(404);
      expect((await send(cookie, jobId, { text: 'hello' })).statusCode).toBe(404);
    }
    expect((await list(undefined, jobId)).statusCode).toBe(401);
    expect((await list(customer, randomUUID())).statusCode).toBe(404);
  });

  it('takes the conversation from a provider the job was given away from', async () => {
    const jobId = await job(6);
    const sent = (await send(provider, jobId, { text: 'On my way' })).json();
    await t.db.updateTable('jobs').set({ provider_id: otherProviderId }).where('id', '=', jobId).execute();
    expect((await list(provider, jobId)).statusCode).toBe(404);
    expect((await send(provider, jobId, { text: 'still here?' })).statusCode).toBe(404);
    const asNew = (await list(otherProvider, jobId)).json();
    expect(asNew.messages).toEqual([expect.objectContaining({ id: sent.id, side: 'provider', mine: false })]);
  });
});

describe('limits', () => {
  it('answers 400 with field errors for malformed input', async () => {
    const jobId = await job(7);
    const long = await send(customer, jobId, { text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fieldErrors)).toEqual(['text']);
    expect((await send(customer, jobId, { text: '   ' })).json().error.fieldErrors).toEqual({ text: ['Write a message or add a photo'] });
    const photos = await send(customer, jobId, { text: 'five', photoIds: [1, 2, 3, 4, 5].map(() => randomUUID()) });
    expect(photos.json().error.fieldErrors).toEqual({ photoIds: ['At most 4 photos'] });
    expect((await send(customer, jobId, { text: 7 })).statusCode).toBe(400);
    expect((await send(customer, 'not-a-job', { text: 'hi' })).statusCode).toBe(400);
    expect((await send(customer, jobId, { text: 'someone else’s photo', photoIds: [randomUUID()] })).statusCode).toBe(400);
    expect((await read(customer, jobId, 'nope')).statusCode).toBe(400);
    expect((await t.db.selectFrom('job_messages').select('id').where('job_id', '=', jobId).execute()).length).toBe(0);
  });

  it('takes 10 messages a minute from one person (429 after)', async () => {
    const jobId = await job(8);
    for (let count = 0; count < 10; count += 1) expect((await send(customer, jobId, { text: `message ${count}` })).statusCode).toBe(201);
    const eleventh = await send(customer, jobId, { text: 'one more' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.headers['retry-after']).toBeDefined();
  });
});

describe('read receipts and unread counts', () => {
  it('counts what the reader has not read, shows the writer what the other side has seen, and reads the bell', async () => {
    const jobId = await job(10);
    const first = (await send(customer, jobId, { text: 'First' })).json();
    const second = (await send(customer, jobId, { text: 'Second' })).json();
    expect((await list(provider, jobId)).json()).toMatchObject({ unreadCount: 2, seenByOtherUpTo: null });
    expect((await list(customer, jobId)).json()).toMatchObject({ unreadCount: 0, seenByOtherUpTo: null });
    expect((await read(provider, jobId, first.id)).json()).toEqual({ unreadCount: 1 });
    expect((await list(customer, jobId)).json().seenByOtherUpTo).toBe(first.id);
    const inbox = () => t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: provider } });
    const bell = (await inbox()).json();
    expect(bell.items.filter((item: { link: string; readAt: string | null }) => item.link === `/provider/job/${jobId}#messages` && item.readAt === null)).toHaveLength(2);
    expect((await read(provider, jobId, second.id)).json()).toEqual({ unreadCount: 0 });
    expect((await list(customer, jobId)).json().seenByOtherUpTo).toBe(second.id);
    const after = (await inbox()).json();
    expect(after.items.filter((item: { link: string; readAt: string | null }) => item.link === `/provider/job/${jobId}#messages` && item.readAt === null)).toHaveLength(0);
  });
});

describe('emails about messages', () => {
  const emails = (jobId: string, userId: string) =>
    t.db.selectFrom('notifications').select(['payload', 'recipient']).where('job_id', '=', jobId).where('user_id', '=', userId).where('channel', '=', 'email').where('event', '=', 'message_received').execute();
  const queued = async (jobId: string) => Number((await sql<{ count: string }>`select count(*) as count from pgboss.job where name = 'message-email' and data->>'jobId' = ${jobId}`.execute(t.db)).rows[0]!.count);

  it('sends one email for two messages within 10 minutes, without their words, and none when they were read meanwhile', async () => {
    const jobId = await job(11, 'requested');
    await send(customer, jobId, { text: CONTACT });
    await send(customer, jobId, { text: 'Are you free?' });
    expect(await queued(jobId)).toBe(1);
    expect(await sendMessageEmail(testDeps(t), jobId, providerUser)).toBe(1);
    const sent = await emails(jobId, providerUser);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload).toMatchObject({ kind: 'conversation', count: 2, audience: 'provider', fromMarketTeam: false });
    expect(JSON.stringify(sent[0]!.payload)).not.toMatch(/555|jane\.doe|free\?/);
    // Delivered once: the queue's message again sends nothing.
    expect(await sendMessageEmail(testDeps(t), jobId, providerUser)).toBe(0);
    // The next message starts the next batch; read before it is due, no email.
    const third = (await send(customer, jobId, { text: 'Third' })).json();
    expect(await queued(jobId)).toBe(2);
    await read(provider, jobId, third.id);
    expect(await sendMessageEmail(testDeps(t), jobId, providerUser)).toBe(0);
    expect(await emails(jobId, providerUser)).toHaveLength(1);
  });

  it('tells both customer and provider about the market team’s message, and respects a person’s settings', async () => {
    const jobId = await job(12);
    await t.db.insertInto('notification_preferences').values({ user_id: customerId, event: 'message_received', channel: 'email', enabled: false }).onConflict((oc) => oc.doNothing()).execute();
    await send(manager, jobId, { text: 'Hello from the market team' });
    expect(await sendMessageEmail(testDeps(t), jobId, providerUser)).toBe(1);
    expect((await emails(jobId, providerUser))[0]!.payload).toMatchObject({ fromMarketTeam: true });
    expect(await sendMessageEmail(testDeps(t), jobId, customerId)).toBe(0);
    const inApp = await t.db.selectFrom('notifications').select('user_id').where('job_id', '=', jobId).where('channel', '=', 'in_app').execute();
    expect(inApp.map((row) => row.user_id).sort()).toEqual([customerId, providerUser].sort());
    await t.db.deleteFrom('notification_preferences').where('user_id', '=', customerId).where('event', '=', 'message_received').execute();
  });
});

describe('reports', () => {
  it('a participant reports the other’s message once; the market’s managers list it', async () => {
    const jobId = await job(13);
    const message = (await send(customer, jobId, { text: 'Pay me in cash instead' })).json();
    const own = (await send(provider, jobId, { text: 'No thanks' })).json();
    expect((await report(provider, jobId, message.id, '')).statusCode).toBe(400);
    expect((await report(provider, jobId, message.id, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await report(provider, jobId, message.id, 'Asks to pay off the platform')).statusCode).toBe(201);
    expect((await report(provider, jobId, message.id, 'Again')).statusCode).toBe(409);
    expect((await report(provider, jobId, own.id, 'Mine')).statusCode).toBe(409);
    expect((await report(manager, jobId, message.id, 'Team')).statusCode).toBe(403);
    expect((await report(otherProvider, jobId, message.id, 'Nosy')).statusCode).toBe(404);
    expect((await list(provider, jobId)).json().messages[0]).toMatchObject({ id: message.id, reportedByMe: true });
    const reports = await t.app.inject({ method: 'GET', url: '/api/markets/nyc/message-reports', headers: { cookie: manager } });
    expect(reports.statusCode).toBe(200);
    expect(reports.headers['cache-control']).toBe('no-store');
    expect(reports.json().reports[0]).toMatchObject({ jobId, messageId: message.id, text: 'Pay me in cash instead', side: 'customer', reporterSide: 'provider', reason: 'Asks to pay off the platform' });
    expect((await t.app.inject({ method: 'GET', url: '/api/markets/nyc/message-reports', headers: { cookie: berlinManager } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/markets/nyc/message-reports', headers: { cookie: provider } })).statusCode).toBe(403);
  });
});

describe('the author’s account', () => {
  it('exports what the person wrote, and after a deletion keeps their messages for the other side without their name', async () => {
    await createUser(t.db, { email: 'leaving.writer@example.com', name: 'Lea Leaving', roles: ['customer'] });
    const leaver = await loginAs(t.app, 'leaving.writer@example.com');
    const leaverId = await userIdOf(t.db, 'leaving.writer@example.com');
    const paid = await insertPaidJob(t, { customerId: leaverId, providerId: maria, marketId: 'nyc', start: new Date(t.clock.at() - 3 * DAY_MS) });
    const sent = (await send(leaver, paid.jobId, { text: 'Thank you, the flat looks great' })).json();
    const exported = (await apiCall(t, 'GET', '/api/account/export', { cookie: leaver })).json();
    expect(exported.sections.jobMessages).toEqual([expect.objectContaining({ messageId: sent.id, jobId: paid.jobId, side: 'customer', text: 'Thank you, the flat looks great', photos: 0 })]);
    expect((await apiCall(t, 'POST', '/api/account/delete', { cookie: leaver, body: { currentPassword: DEMO_PASSWORD } })).statusCode).toBe(204);
    const seen = (await list(provider, paid.jobId)).json();
    expect(seen.messages).toEqual([expect.objectContaining({ id: sent.id, side: 'customer', authorName: null, text: 'Thank you, the flat looks great' })]);
  });
});
