import type { NotificationChannel, NotificationEvent } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What an unsubscribe link turns off. */
export interface UnsubscribeScope {
  userId: string;
  event: NotificationEvent;
  channel: NotificationChannel;
}

/** SCAFFOLD: the signed token (HMAC with app_secrets.unsubscribe_signing_key) for a link in a message. */
export async function unsubscribeToken(db: Kysely<Database>, scope: UnsubscribeScope): Promise<string> {
  void db;
  return Buffer.from(JSON.stringify(scope)).toString('base64url');
}

/** SCAFFOLD: the scope a token names, or undefined when it was not signed by us. */
export async function verifyUnsubscribeToken(db: Kysely<Database>, token: string): Promise<UnsubscribeScope | undefined> {
  void db;
  void token;
  return undefined;
}
