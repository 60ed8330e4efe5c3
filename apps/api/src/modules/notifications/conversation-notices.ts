import type { NotificationAudience, NotificationChannel } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotifyDeps } from './notify';
import { factsFor, loadJobContext } from './job-facts';
import type { ConversationPayload } from './payload';
import { insertNotifications } from './outbox.repository';
import { addressees } from './recipients';


/** Who is told about a conversation's message, as which side. */
export interface ConversationRecipient {
  userId: string;
  audience: Extract<NotificationAudience, 'customer' | 'provider'>;
}

export interface ConversationNotice {
  jobId: string;
  /** One message per cause, user and channel (`message:<id>` in-app, `messages:<job>:<seq>` by email). */
  key: string;
  recipients: ConversationRecipient[];
  /** Only this channel (in-app at once; email batched by the conversations module). */
  channel: Extract<NotificationChannel, 'in_app' | 'email'>;
  /** Messages told about (the email's summary of what is unread). */
  count: number;
  fromMarketTeam: boolean;
}

/**
 * Writes `message_received` rows (docs/conversations.md, docs/notifications.md) for the one
 * channel, to those whose settings have it on, in their language. The payload carries no words
 * of the message, so no channel can leak contact a reader may not see yet.
 */
export async function notifyConversation(deps: NotifyDeps, trx: Kysely<Database>, notice: ConversationNotice): Promise<number> {
  if (notice.recipients.length === 0) return 0;
  const context = await loadJobContext(trx, notice.jobId);
  const now = deps.now();
  const rows = (await addressees(trx, 'message_received', notice.recipients, null, context.marketLanguage)).flatMap((addressee) => {
    const payload: ConversationPayload = {
      kind: 'conversation',
      event: 'message_received',
      audience: addressee.audience === 'provider' ? 'provider' : 'customer',
      recipientName: addressee.name,
      language: addressee.language,
      job: factsFor(context, addressee.audience, addressee.language),
      count: notice.count,
      fromMarketTeam: notice.fromMarketTeam,
    };
    return addressee.channels
      .filter(({ channel }) => channel === notice.channel)
      .map(({ channel, to }) => ({
        user_id: addressee.userId,
        event: 'message_received' as const,
        channel,
        recipient: to,
        market_id: context.facts.marketId,
        job_id: context.facts.id,
        template: 'message_received',
        payload: JSON.stringify(payload),
        dedupe_key: notice.key,
        status: channel === 'in_app' ? ('sent' as const) : ('pending' as const),
        sent_at: channel === 'in_app' ? now : null,
        created_at: now,
      }));
  });
  if (rows.length === 0) return 0;
  const inserted = await insertNotifications(trx, rows);
  for (const row of inserted) if (row.channel !== 'in_app') await deps.queue.send(trx, 'notification-deliver', { notificationId: row.id });
  return inserted.length;
}
