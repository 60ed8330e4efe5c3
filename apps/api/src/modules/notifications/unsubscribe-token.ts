import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationChannelSchema, notificationEventSchema, uuidSchema, type NotificationChannel, type NotificationEvent } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';

/** What an unsubscribe link turns off. */
export interface UnsubscribeScope {
  userId: string;
  event: NotificationEvent;
  channel: NotificationChannel;
}

const claimsSchema = z.object({ u: uuidSchema, e: notificationEventSchema, c: notificationChannelSchema });

/** The key never changes while the database lives (migration 0017 made it), so each database's is read once. */
const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

function signingKey(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', 'unsubscribe_signing_key')
      .executeTakeFirstOrThrow()
      .then((row) => Buffer.from(row.value, 'utf8'));
    // A failed read is not remembered: the next link tries again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: Buffer, claims: string) => createHmac('sha256', key).update(claims).digest('base64url');

/**
 * `base64url(JSON {u,e,c}).base64url(HMAC-SHA256(key, first part))`. It never expires, so an old
 * email's link keeps working: all it can do is turn one event's email off or on for one user,
 * which anyone holding the email could ask for anyway (docs/notifications.md).
 */
export async function unsubscribeToken(db: Kysely<Database>, scope: UnsubscribeScope): Promise<string> {
  const claims = Buffer.from(JSON.stringify({ u: scope.userId, e: scope.event, c: scope.channel })).toString('base64url');
  return `${claims}.${mac(await signingKey(db), claims)}`;
}

/** The scope a token names, or undefined when it was not signed by us (or is malformed in any way). */
export async function verifyUnsubscribeToken(db: Kysely<Database>, token: string): Promise<UnsubscribeScope | undefined> {
  const [claims, signature, extra] = token.split('.');
  if (!claims || !signature || extra !== undefined) return undefined;
  // Compared as text: base64url decoding skips stray characters, so decoded bytes could match a changed token.
  const expected = Buffer.from(mac(await signingKey(db), claims));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = claimsSchema.safeParse(decoded);
  return parsed.success ? { userId: parsed.data.u, event: parsed.data.e, channel: parsed.data.c } : undefined;
}
