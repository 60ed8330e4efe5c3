import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { Database } from '../../db/schema';
import type { JobStepEvent } from './payload';

/**
 * Why messages are due: written with the change that causes it, in its transaction. `key`
 * names the cause (one message per cause, user and channel: a retried step writes none twice).
 */
export type NotificationCause =
  | {
      event: JobStepEvent;
      jobId: string;
      key: string;
      /** Who made the change: not told in-app about their own step. */
      actorUserId: string | null;
      reason?: string | null;
      /** `rescheduled`: the start before. */
      previousStart?: Date;
      /** `unassigned` / `booked` after a reassignment: the provider who had it. */
      previousProviderId?: string | null;
    }
  | { event: 'invoice_issued'; jobId: string; invoiceId: string; key: string }
  | { event: 'payment_received'; jobId: string; paymentId: string; amountMinor: number; key: string }
  | { event: 'refunded'; jobId: string; refundId: string; amountMinor: number; key: string }
  | { event: 'payout'; payoutId: string; key: string };

/**
 * SCAFFOLD: writes the outbox rows for a cause (one per recipient and chosen channel) and
 * queues the email and SMS ones for the worker, all in `trx`.
 */
export async function notify(deps: Deps, trx: Kysely<Database>, cause: NotificationCause): Promise<void> {
  void deps;
  void trx;
  void cause;
}
