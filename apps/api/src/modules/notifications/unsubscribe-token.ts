import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { notificationChannelSchema, notificationEventSchema, uuidSchema, type NotificationChannel, type NotificationEvent } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import { z } from '@marketplace/contracts/zod';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { findAppSecret } from './outbox.repository';

/** What an unsubscribe link turns off. */
export interface UnsubscribeScope {
  userId: string;
  event: NotificationEvent;
  channel: NotificationChannel;
}

/** Where the keys come from: the database (version 1) and SECRET_KEY (version 2). */
export type TokenKeys = Pick<Deps, 'db'> & { config: Pick<Deps['config'], 'secretKey'> };

const claimsSchema = z.object({ u: uuidSchema, e: notificationEventSchema, c: notificationChannelSchema });

/** The stored key never changes while the database lives (migration 0017 made it), so each database's is read once. */
const storedKeys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

function storedKey(db: Kysely<Database>): Promise<Buffer> {
  let key = storedKeys.get(db);
  if (!key) {
    key = findAppSecret(db, 'unsubscribe_signing_key').then((value) => Buffer.from(value, 'utf8'));
    // A failed read is not remembered: the next link tries again.
    key.catch(() => storedKeys.delete(db));
    storedKeys.set(db, key);
  }
  return key;
}

/** A key of its own for these links, so SECRET_KEY itself signs nothing anyone sees. */
const derivedKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'handyhub', 'unsubscribe links v2', 32));

/** The key of a version, or undefined when this process does not have it (version 2 without SECRET_KEY). */
async function keyOf(keys: TokenKeys, version: string): Promise<Buffer | undefined> {
  if (version === '1') return storedKey(keys.db);
  if (version === '2' && keys.config.secretKey) return derivedKey(keys.config.secretKey);
  return undefined;
}

const mac = (key: Buffer, signed: string) => createHmac('sha256', key).update(signed).digest('base64url');

/**
 * `<version>.base64url(JSON {u,e,c}).base64url(HMAC-SHA256(key, "<version>.<claims>"))`: version
 * 2 (a key derived from SECRET_KEY) when the environment has one, else 1 (the stored key). The
 * version is signed with the claims, so a token cannot be relabelled to another key. It never
 * expires, so an old email's link keeps working: all it can do is turn one event's email off
 * for one user (docs/notifications.md).
 */
export async function unsubscribeToken(keys: TokenKeys, scope: UnsubscribeScope): Promise<string> {
  const version = keys.config.secretKey ? '2' : '1';
  const claims = Buffer.from(JSON.stringify({ u: scope.userId, e: scope.event, c: scope.channel })).toString('base64url');
  return `${version}.${claims}.${mac((await keyOf(keys, version))!, `${version}.${claims}`)}`;
}

/** Version, claims and signature; a token from before versions (`claims.signature`) is version 1 signed over the claims alone. */
function partsOf(token: string) {
  const parts = token.split('.');
  if (parts.length === 2) return { version: '1', claims: parts[0]!, signature: parts[1]!, signed: parts[0]! };
  if (parts.length === 3) return { version: parts[0]!, claims: parts[1]!, signature: parts[2]!, signed: `${parts[0]}.${parts[1]}` };
  return undefined;
}

/** The scope a token names, or undefined when it was not signed by a key we have (or is malformed in any way). */
export async function verifyUnsubscribeToken(keys: TokenKeys, token: string): Promise<UnsubscribeScope | undefined> {
  const parts = partsOf(token);
  if (!parts || !parts.claims || !parts.signature) return undefined;
  const key = await keyOf(keys, parts.version);
  if (!key) return undefined;
  // Compared as text: base64url decoding skips stray characters, so decoded bytes could match a changed token.
  const expected = Buffer.from(mac(key, parts.signed));
  const given = Buffer.from(parts.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(parts.claims, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = claimsSchema.safeParse(decoded);
  return parsed.success ? { userId: parsed.data.u, event: parsed.data.e, channel: parsed.data.c } : undefined;
}
