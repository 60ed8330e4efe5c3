import type { Deps } from '../../deps';
import type { RunningQueue } from '../queue';
import { notifyConversation } from '../notifications';
import { startUnsentPhotoWorkers } from './unsent-photos';
import { findJobParties, providerUserOf, readsOf, releaseEmailBatch, unreadSummary } from './conversations.repository';

/**
 * The batched email (docs/conversations.md, "Notifications"): ten minutes after the first
 * message that found no email waiting for this recipient, one email about what they have not
 * read since; none when they read it all meanwhile, or are no longer on the job. The batch is
 * released either way, so the next message starts the next one.
 */
export async function sendMessageEmail(deps: Deps, jobId: string, userId: string): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await releaseEmailBatch(trx, jobId, userId))) return 0;
    const job = await findJobParties(trx, jobId);
    if (!job) return 0;
    const audience = job.customer_id === userId ? 'customer' : (await providerUserOf(trx, job.provider_id)) === userId ? 'provider' : null;
    if (!audience) return 0;
    const lastRead = (await readsOf(trx, jobId, [userId])).get(userId) ?? null;
    const unread = await unreadSummary(trx, jobId, userId, lastRead);
    if (unread.count === 0 || unread.lastSeq === null) return 0;
    return notifyConversation(deps, trx, { jobId, key: `messages:${jobId}:${unread.lastSeq}`, recipients: [{ userId, audience }], channel: 'email', count: unread.count, fromMarketTeam: unread.fromMarket });
  });
}

/** The conversations' workers: the batched emails, and the hourly clean-up of photos never sent. */
export async function startConversationWorkers(queue: RunningQueue, deps: Deps): Promise<void> {
  await queue.work('message-email', async ({ jobId, userId }) => {
    await sendMessageEmail(deps, jobId, userId);
  });
  await startUnsentPhotoWorkers(queue, deps);
}
