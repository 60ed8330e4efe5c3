import { apiCall, createTestApp, createUser, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { insertNotification } from '../../test-support/inbox-fixtures';

let t: TestApp;
let owner: string;
let other: string;
let ownerCookie: string;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db, { email: 'inbox.owner@example.com', name: 'Ines Owner', roles: ['customer'] });
  other = await createUser(t.db, { email: 'inbox.other@example.com', roles: ['customer'] });
  ownerCookie = await loginAs(t.app, 'inbox.owner@example.com');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('notifications').where('user_id', 'in', [owner, other]).execute();
});

const inbox = (cookie = ownerCookie, limit?: number) => apiCall(t, 'GET', `/api/notifications${limit ? `?limit=${limit}` : ''}`, { cookie });
const markRead = (body: unknown, cookie = ownerCookie) => apiCall(t, 'POST', '/api/notifications/read', { cookie, body });
const readAtOf = async (id: string) => (await t.db.selectFrom('notifications').select('read_at').where('id', '=', id).executeTakeFirstOrThrow()).read_at;

describe('the inbox (the bell)', () => {
  it('lists only my in-app messages, newest first, with title, body and link, and counts the unread', async () => {
    const now = TEST_NOW;
    const older = await insertNotification(t.db, { userId: owner, event: 'booked', createdAt: new Date(now - 10 * MINUTE), readAt: new Date(now - 5 * MINUTE) });
    const newer = await insertNotification(t.db, { userId: owner, event: 'confirmed', createdAt: new Date(now - MINUTE) });
    await insertNotification(t.db, { userId: owner, event: 'confirmed', channel: 'email' });
    await insertNotification(t.db, { userId: other, event: 'confirmed' });

    const response = await inbox();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.unreadCount).toBe(1);
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([newer, older]);
    expect(body.items[0]).toEqual({
      id: newer,
      event: 'confirmed',
      title: expect.any(String),
      body: expect.any(String),
      link: body.items[0].link === null ? null : expect.stringMatching(/^\//),
      createdAt: new Date(now - MINUTE).toISOString(),
      readAt: null,
    });
    expect(body.items[0].title.length).toBeGreaterThan(0);
    expect(body.items[1].readAt).toBe(new Date(now - 5 * MINUTE).toISOString());
  });

  it('lists at most `limit`, but counts every unread message', async () => {
    for (let index = 0; index < 4; index += 1) await insertNotification(t.db, { userId: owner, createdAt: new Date(TEST_NOW - index * MINUTE) });
    const body = (await inbox(ownerCookie, 2)).json();
    expect(body.items).toHaveLength(2);
    expect(body.unreadCount).toBe(4);
  });

  it('refuses a limit outside 1–50 with 400, and answers 401 without a session', async () => {
    expect((await inbox(ownerCookie, 51)).statusCode).toBe(400);
    expect((await apiCall(t, 'GET', '/api/notifications?limit=abc', { cookie: ownerCookie })).statusCode).toBe(400);
    expect((await apiCall(t, 'GET', '/api/notifications')).statusCode).toBe(401);
  });
});

describe('marking messages read', () => {
  it('marks the ids given and answers the new unread count', async () => {
    const first = await insertNotification(t.db, { userId: owner });
    const second = await insertNotification(t.db, { userId: owner });
    const response = await markRead({ ids: [first] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadCount: 1 });
    expect(await readAtOf(first)).toBeInstanceOf(Date);
    expect(await readAtOf(second)).toBeNull();
  });

  it('ignores someone else’s ids and unknown ids without an error, leaving theirs unread', async () => {
    const mine = await insertNotification(t.db, { userId: owner });
    const theirs = await insertNotification(t.db, { userId: other });
    const response = await markRead({ ids: [theirs, '00000000-0000-4000-8000-000000000000', mine] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadCount: 0 });
    expect(await readAtOf(theirs)).toBeNull();
    expect(await readAtOf(mine)).toBeInstanceOf(Date);
  });

  it('marks all of mine read, and only mine, keeping when each was first read', async () => {
    const readEarlier = new Date(TEST_NOW - 60 * MINUTE);
    const alreadyRead = await insertNotification(t.db, { userId: owner, readAt: readEarlier });
    await insertNotification(t.db, { userId: owner });
    await insertNotification(t.db, { userId: owner });
    const theirs = await insertNotification(t.db, { userId: other });
    expect((await markRead({ all: true })).json()).toEqual({ unreadCount: 0 });
    expect((await inbox()).json().unreadCount).toBe(0);
    expect(await readAtOf(alreadyRead)).toEqual(readEarlier);
    expect(await readAtOf(theirs)).toBeNull();
  });

  it('refuses a malformed body with 400', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['not-a-uuid'] }, { all: false }, { ids: Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000') }]) {
      expect({ body, status: (await markRead(body)).statusCode }).toEqual({ body, status: 400 });
    }
  });
});
