import type { AppConfig } from '../../config';
import type { Deps } from '../../deps';
import type { QueueName, QueueSettings, RunningQueue } from '../queue';
import { deliverNotification } from './deliver';
import { listStalledNotifications } from './delivery.repository';
import { sendDueReminders } from './reminders';

/** A waiting message this long past its time has lost its queue message (the sweep sends another). */
const STALLED_AFTER_SECONDS = 60;
/** At most this many per sweep, so a long outage is caught up over a few minutes, not in one burst. */
const SWEEP_BATCH = 500;

/**
 * The delivery queue's retries, from the config: attempts − 1 retries with doubling waits, and
 * a message held longer than the lease counts as failed (its worker died) and is retried.
 */
export function notificationQueueSettings(config: AppConfig): Partial<Record<QueueName, QueueSettings>> {
  const { maxAttempts, retryDelaySeconds, deliveryLeaseSeconds } = config.notifications;
  return { 'notification-deliver': { retryLimit: maxAttempts - 1, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds: deliveryLeaseSeconds } };
}

/**
 * The minute's safety net: due reminders, and a new queue message for every message nobody is
 * delivering (a duplicate queue message is harmless: only one worker can claim the outbox row).
 */
export async function sweepNotifications(deps: Deps): Promise<{ reminders: number; requeued: number }> {
  const reminders = await sendDueReminders(deps);
  const stalled = await listStalledNotifications(deps.db, deps.now(), STALLED_AFTER_SECONDS, SWEEP_BATCH);
  for (const notificationId of stalled) await deps.queue.send(deps.db, 'notification-deliver', { notificationId });
  return { reminders, requeued: stalled.length };
}

/** Notification delivery and the sweep, for a process that runs the queue's workers. */
export async function startNotificationWorkers(queue: RunningQueue, deps: Deps): Promise<void> {
  await queue.work('notification-deliver', async ({ notificationId }) => {
    await deliverNotification(deps, notificationId);
  });
  await queue.work('notification-sweep', async () => {
    await sweepNotifications(deps);
  });
  await queue.every('notification-sweep', '* * * * *');
}
