import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { Database } from '../../db/schema';
import { whatIsTold } from './cause-payloads';
import type { JobMessageEvent } from './payload';
import { insertNotifications } from './outbox.repository';
import { addressees } from './recipients';

/**
 * Why messages are due: written with the change that causes it, in its transaction. `key`
 * names the cause (one message per cause, user and channel: a retried step writes none twice).
 */
export type NotificationCause =
  | {
      event: JobMessageEvent;
      jobId: string;
      key: string;
      /** Who made the change: not told in-app about their own step. */
      actorUserId: string | null;
      reason?: string | null;
      /** `rescheduled`: the start before. */
      previousStart?: Date;
      /** `unassigned` / `booked` after a reassignment: the provider who had it. */
      previousProviderId?: string | null;
      /** `problem_step`: the sides told (docs/problems.md). */
      tell?: Array<'customer' | 'provider' | 'manager'>;
    }
  | { event: 'invoice_issued'; jobId: string; invoiceId: string; key: string }
  | { event: 'payment_received'; jobId: string; paymentId: string; amountMinor: number; key: string }
  | { event: 'refunded'; jobId: string; refundId: string; amountMinor: number; key: string }
  | { event: 'tip_received'; jobId: string; tipId: string; amountMinor: number; key: string }
  | { event: 'payout'; payoutId: string; key: string };

/** What notify needs from the outside world: the queue (email and SMS wait for the worker) and the clock. */
export type NotifyDeps = Pick<Deps, 'queue' | 'now'>;

/**
 * Writes the outbox rows for a cause, in `trx` (the change's transaction: a rollback writes
 * none): one per recipient and channel they chose (recipients.ts). In-app rows are delivered
 * as written; email and SMS rows wait as `pending` and are queued for the worker. A cause
 * written twice (a retried step, a second sweep) inserts nothing more and queues nothing more.
 */
export async function notify(deps: NotifyDeps, trx: Kysely<Database>, cause: NotificationCause): Promise<void> {
  const told = await whatIsTold(trx, cause);
  const now = deps.now();
  const rows = (await addressees(trx, cause.event, told.recipients, told.actorUserId, told.marketLanguage)).flatMap((addressee) => {
    const payload = JSON.stringify(told.payloadFor({ audience: addressee.audience, recipientName: addressee.name, language: addressee.language }));
    return addressee.channels.map(({ channel, to }) => ({
      user_id: addressee.userId,
      event: cause.event,
      channel,
      recipient: to,
      market_id: told.marketId,
      job_id: told.jobId,
      template: cause.event,
      payload,
      dedupe_key: cause.key,
      status: channel === 'in_app' ? ('sent' as const) : ('pending' as const),
      sent_at: channel === 'in_app' ? now : null,
      created_at: now,
    }));
  });
  if (rows.length === 0) return;
  const inserted = await insertNotifications(trx, rows);
  for (const row of inserted) {
    if (row.channel !== 'in_app') await deps.queue.send(trx, 'notification-deliver', { notificationId: row.id });
  }
}
