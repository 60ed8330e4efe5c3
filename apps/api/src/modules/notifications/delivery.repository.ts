import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationRow } from '../../db/notifications-schema';

/** The channels the worker delivers (in-app messages are delivered when written). */
const queuedChannels = ['email', 'sms'] as const;

/**
 * Takes a message for one attempt: waiting, or held by a worker whose lease has ended (it
 * died). Undefined when it was delivered, dead-lettered, or is in another worker's hands.
 */
export async function claimNotification(db: Kysely<Database>, id: string, now: Date, leaseSeconds: number): Promise<NotificationRow | undefined> {
  return db
    .updateTable('notifications')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), locked_until: new Date(now.getTime() + leaseSeconds * 1000) }))
    .where('id', '=', id)
    .where('channel', 'in', queuedChannels)
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)])]))
    .returningAll()
    .executeTakeFirst();
}

/** Only while the message is still ours: a worker that outlived its lease must not overwrite a newer attempt. */
function stillOurs(db: Kysely<Database>, claimed: NotificationRow) {
  return db.updateTable('notifications').where('id', '=', claimed.id).where('status', '=', 'sending').where('attempts', '=', claimed.attempts);
}

/**
 * Delivered; `payload` replaces the stored one (an account message without its code and link),
 * and `forgetRecipient` blanks the address (the notice to an account that no longer exists).
 */
export async function markSent(db: Kysely<Database>, claimed: NotificationRow, now: Date, payload?: unknown, options: { forgetRecipient?: boolean } = {}): Promise<void> {
  await stillOurs(db, claimed)
    .set({
      status: 'sent',
      sent_at: now,
      locked_until: null,
      last_error: null,
      next_attempt_at: null,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      ...(options.forgetRecipient ? { recipient: null } : {}),
    })
    .execute();
}

/** A failed attempt: waiting again until `nextAttemptAt`, or `dead` (null) until an admin retries it. */
export async function markFailed(db: Kysely<Database>, claimed: NotificationRow, error: string, nextAttemptAt: Date | null): Promise<void> {
  await stillOurs(db, claimed)
    .set({ status: nextAttemptAt ? 'pending' : 'dead', last_error: error.slice(0, 2000), locked_until: null, next_attempt_at: nextAttemptAt })
    .execute();
}

/**
 * Messages nobody is delivering: waiting well past their time (their queue message was lost
 * with a stopped worker or never came), or held by a worker whose lease ended.
 */
export async function listStalledNotifications(db: Kysely<Database>, now: Date, graceSeconds: number, limit: number): Promise<string[]> {
  const overdue = new Date(now.getTime() - graceSeconds * 1000);
  const rows = await db
    .selectFrom('notifications')
    .select('id')
    .where('channel', 'in', queuedChannels)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb(sql<Date>`coalesce(next_attempt_at, created_at)`, '<', overdue)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
