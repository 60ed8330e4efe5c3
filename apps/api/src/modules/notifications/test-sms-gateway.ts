import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertTestSms } from './outbox.repository';
import type { SmsGateway } from './transport';

/** The built-in SMS gateway: test mode, it records each message once (per outbox message) and sends nothing. */
export function createTestSmsGateway(db: Kysely<Database>): SmsGateway {
  return {
    kind: 'test',
    async send(message) {
      await insertTestSms(db, { notification_id: message.notificationId, to_phone: message.to, body: message.body });
    },
  };
}
