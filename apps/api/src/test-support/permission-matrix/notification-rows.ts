import { insertOutboxMessage } from '../outbox-fixtures';
import { adminsOnly, everyUser } from './expectations';
import { type Ids, type Row, testApp, UNKNOWN_ID } from './world';

/** Notifications (issue 11): every logged-in user reads and changes only their own settings and bell. */
export const notificationInAppRows: Record<string, Row> = {
  'notifications.preferences': { targets: { self: () => ({}) }, expect: everyUser(200) },
  'notifications.updatePreferences': { targets: { self: () => ({ body: { changes: [{ event: 'confirmed', channel: 'email', enabled: true }] } }) }, expect: everyUser(200) },
  'notifications.inbox': { targets: { self: () => ({ query: { limit: '5' } }) }, expect: everyUser(200) },
  'notifications.markRead': { targets: { some: () => ({ body: { ids: [UNKNOWN_ID] } }), all: () => ({ body: { all: true } }) }, expect: everyUser(200) },
};

/** The admins' outbox (issue 11): admins only, whatever the message; unknown ids are 404 to admins. A fresh dead letter per call. */
const deadLetter = async (ids: Ids) => {
  const id = await insertOutboxMessage(testApp().db, { userId: ids.users.customer, channel: 'email', recipient: 'customer@example.com' });
  await testApp().db.updateTable('notifications').set({ status: 'dead', attempts: 6, last_error: 'Fixture' }).where('id', '=', id).execute();
  return { params: { messageId: id } };
};
const outboxMessages: Row['targets'] = { deadLetter, unknown: () => ({ params: { messageId: UNKNOWN_ID } }) };
export const outboxRows: Record<string, Row> = {
  'notifications.outbox': { targets: { all: () => ({}), deadEmail: () => ({ query: { status: 'dead', channel: 'email' } }) }, expect: adminsOnly(200) },
  'notifications.outboxMessage': { targets: outboxMessages, expect: adminsOnly({ deadLetter: 200, unknown: 404 }) },
  'notifications.retry': { targets: outboxMessages, expect: adminsOnly({ deadLetter: 200, unknown: 404 }) },
};

