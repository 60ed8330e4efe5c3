import type { LanguageCode } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotifyDeps } from './notify';
import { findUserLanguage } from './audience.repository';
import { insertNotifications } from './outbox.repository';
import type { AccountPayload, AccountTemplate } from './payload';

export interface AccountMessage {
  /** Null only for a sign-up's code: the account does not exist yet. */
  userId: string | null;
  channel: 'email' | 'sms';
  /** The address or (verified or being verified) phone number it goes to. */
  to: string;
  template: AccountTemplate;
  recipientName: string;
  code?: string;
  /** The token of the message's link. */
  secret?: string;
  newEmail?: string;
  validMinutes?: number;
  reason?: string | null;
  marketName?: string;
  /** What caused it, unique per message ("signup:<verification id>:<n>"). */
  key: string;
  /**
   * The language to write in when the account has none (or there is no account yet): the
   * request's when the person asking is the recipient (a sign-up, a reset), the market's for a
   * market's decision; never the language of someone acting on them. Else English.
   */
  language?: LanguageCode | null;
}

/** The account's own language comes first (docs/languages.md). */
async function languageOf(trx: Kysely<Database>, message: AccountMessage): Promise<LanguageCode> {
  const chosen = message.userId ? await findUserLanguage(trx, message.userId) : null;
  return chosen ?? message.language ?? 'en';
}

/**
 * An account message (docs/accounts.md) into the outbox, in `trx` with the change that causes
 * it, then delivered, retried and dead-lettered like every other message. Not subject to the
 * person's notification settings: it is how they get into and keep their account.
 */
export async function queueAccountMessage(deps: NotifyDeps, trx: Kysely<Database>, message: AccountMessage): Promise<void> {
  const payload: AccountPayload = {
    kind: 'account',
    event: 'account',
    template: message.template,
    language: await languageOf(trx, message),
    recipientName: message.recipientName,
    code: message.code ?? null,
    secret: message.secret ?? null,
    newEmail: message.newEmail ?? null,
    validMinutes: message.validMinutes ?? null,
    ...(message.marketName ? { marketName: message.marketName, reason: message.reason ?? null } : {}),
  };
  const [row] = await insertNotifications(trx, [
    {
      user_id: message.userId,
      event: 'account',
      channel: message.channel,
      recipient: message.to,
      template: message.template,
      payload: JSON.stringify(payload),
      dedupe_key: message.key,
      status: 'pending',
      created_at: deps.now(),
    },
  ]);
  if (row) await deps.queue.send(trx, 'notification-deliver', { notificationId: row.id });
}
