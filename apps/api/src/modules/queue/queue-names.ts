/**
 * Every queue of the API with the data its messages carry. All of them are created at start
 * (`createQueues`): pg-boss 10 silently drops a message sent to a queue that does not exist.
 */
export interface QueuePayloads {
  /** A requested job's response window ends: unassign it unless its provider answered. */
  'job-request-expiry': { jobId: string };
  /** Every minute: the same for any request whose window ended without a message (safety net). */
  'job-request-sweep': Record<string, never>;
  /** A job was completed, cancelled or missed: capture, or void, its authorisation (payments/settle-payment.ts). */
  'payment-settle': { jobId: string };
  /** Monday 06:00 UTC: pay providers what they are owed (payouts/run-payout-batch.ts). */
  'payouts-weekly': Record<string, never>;
  /** Deliver one outbox message (email or SMS); retried with backoff, dead-lettered after the last attempt (notifications/deliver.ts). */
  'notification-deliver': { notificationId: string };
  /** Every minute: due reminders, and messages a stopped worker left undelivered (safety net). */
  'notification-sweep': Record<string, never>;
  /** Make a recurring plan's missing visits of the window (plans/generate-visits.ts): after it is made, changed or resumed. */
  'plan-visits': { planId: string };
  /** Every hour: the same for every active plan, so the 8-week window keeps rolling (plans/generate-visits.ts). */
  'plan-visits-sweep': Record<string, never>;
  /** Every night: delete the security log's rows older than 13 months (security-events/security-log-retention.ts). */
  'security-log-retention': Record<string, never>;
  /** Ten minutes after a message to someone with no email waiting: one email about what they have not read (conversations/message-email.ts). */
  'message-email': { jobId: string; userId: string };
  /** Every hour: delete the photos uploaded for a message and not sent within a day (conversations/unsent-photos.ts). */
  'message-photo-cleanup': Record<string, never>;
}

export type QueueName = keyof QueuePayloads;

export const queueNames: readonly QueueName[] = ['job-request-expiry', 'job-request-sweep', 'payment-settle', 'payouts-weekly', 'notification-deliver', 'notification-sweep', 'plan-visits', 'plan-visits-sweep', 'security-log-retention', 'message-email', 'message-photo-cleanup'];
