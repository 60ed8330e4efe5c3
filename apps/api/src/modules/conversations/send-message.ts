import type { JobMessage, SendMessage, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { type ConversationRecipient, notifyConversation } from '../notifications';
import { type ConversationScope, conversationScope, messageAsSeen } from './conversation';
import { attachPhotos, claimEmailBatch, findListedMessage, insertMessage, markRead, photosOf } from './conversations.repository';
import { conversationsMessages as m } from './conversations-messages';

/** At most one email per conversation and recipient per 10 minutes (docs/conversations.md, "Notifications"). */
export const MESSAGE_EMAIL_DELAY_SECONDS = 600;

/** Who hears about a message: the other side; the market team's message, both customer and provider. */
export function recipientsOf(scope: ConversationScope): ConversationRecipient[] {
  const customer: ConversationRecipient = { userId: scope.customerUserId, audience: 'customer' };
  const provider: ConversationRecipient[] = scope.providerUserId ? [{ userId: scope.providerUserId, audience: 'provider' }] : [];
  const all = scope.side === 'customer' ? provider : scope.side === 'provider' ? [customer] : [customer, ...provider];
  const seen = new Set<string>([scope.user.id]);
  return all.filter((recipient) => !seen.has(recipient.userId) && seen.add(recipient.userId));
}

/**
 * Writes into the job's conversation while it is open (409 after), with the author's uploaded
 * photos; tells the other side in-app at once and queues one email per recipient unless one is
 * already waiting (the worker sends it 10 minutes later if they have not read it by then).
 */
export async function sendMessage(deps: Deps, user: SessionUser, jobId: string, body: SendMessage): Promise<JobMessage> {
  const scope = await conversationScope(deps, user, jobId);
  if (!scope.open) throw AppError.conflict(m.closed);
  const photoIds = [...new Set(body.photoIds ?? [])];
  const row = await deps.db.transaction().execute(async (trx) => {
    const message = await insertMessage(trx, { job_id: jobId, author_user_id: user.id, author_side: scope.side, body: body.text.trim(), created_at: deps.now() });
    if ((await attachPhotos(trx, jobId, user.id, message.id, photoIds)) !== photoIds.length) throw AppError.validation({ photoIds: [m.noSuchPhoto] }, m.noSuchPhoto);
    // The author has read what they answer.
    await markRead(trx, jobId, user.id, message.seq, deps.now());
    const recipients = recipientsOf(scope);
    const fromMarketTeam = scope.side === 'market';
    await notifyConversation(deps, trx, { jobId, key: `message:${message.id}`, recipients, channel: 'in_app', count: 1, fromMarketTeam });
    for (const recipient of recipients) {
      if (await claimEmailBatch(trx, jobId, recipient.userId, deps.now())) {
        await deps.queue.send(trx, 'message-email', { jobId, userId: recipient.userId }, { delaySeconds: MESSAGE_EMAIL_DELAY_SECONDS });
      }
    }
    return message;
  });
  return messageAsSeen(scope, await findListedMessage(deps.db, jobId, row.id), await photosOf(deps.db, [row.id]), false);
}
