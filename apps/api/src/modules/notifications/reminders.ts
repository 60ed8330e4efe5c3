import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { Database } from '../../db/schema';
import { findMarketRow } from '../markets';
import { notify } from './notify';
import { dropReminder, lockDueReminders, markReminderSent, upsertReminder } from './reminders.repository';

const HOUR_MS = 3_600_000;
const BATCH = 50;

/**
 * One reminder per job (`job_reminders`), `markets.reminder_hours_before` before its start:
 * written at booking, moved by a reschedule (and due again), removed when the job ends. A job
 * booked later than that before its start gets none. In the caller's transaction.
 */
export async function scheduleReminder(trx: Kysely<Database>, job: { id: string; marketId: string; start: Date }, now: Date): Promise<void> {
  const market = await findMarketRow(trx, job.marketId);
  if (!market) throw new Error(`No market ${job.marketId}`);
  const due = new Date(job.start.getTime() - market.reminder_hours_before * HOUR_MS);
  if (due.getTime() <= now.getTime()) {
    await dropReminder(trx, job.id);
    return;
  }
  await upsertReminder(trx, job.id, due, job.start);
}

/**
 * One batch in one transaction: the due reminders are locked (`skip locked`: a concurrent sweep
 * takes others), each still true (the job is requested or confirmed, ahead, at the start it
 * reminds of) is told and marked sent with its messages; the others are dropped.
 */
async function sendBatch(deps: Deps, now: Date): Promise<{ taken: number; sent: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const due = await lockDueReminders(trx, now, BATCH);
    let sent = 0;
    for (const reminder of due) {
      const still = (reminder.status === 'requested' || reminder.status === 'confirmed') && reminder.start_at.getTime() === reminder.starts_at.getTime();
      if (!still || reminder.start_at.getTime() <= now.getTime()) {
        await dropReminder(trx, reminder.job_id);
        continue;
      }
      const key = `reminder:${reminder.job_id}:${reminder.starts_at.toISOString()}`;
      await notify(deps, trx, { event: 'reminder', jobId: reminder.job_id, key, actorUserId: null });
      await markReminderSent(trx, reminder.job_id, now);
      sent += 1;
    }
    return { taken: due.length, sent };
  });
}

/** Sends every reminder due by `deps.now()` (each once, however many workers sweep); how many were sent. */
export async function sendDueReminders(deps: Deps): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (;;) {
    const batch = await sendBatch(deps, now);
    sent += batch.sent;
    if (batch.taken < BATCH) return sent;
  }
}
