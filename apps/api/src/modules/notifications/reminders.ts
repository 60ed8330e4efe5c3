import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { Database } from '../../db/schema';
import { notify } from './notify';

const HOUR_MS = 3_600_000;
const BATCH = 50;

/**
 * One reminder per job (`job_reminders`), `markets.reminder_hours_before` before its start:
 * written at booking, moved by a reschedule (and due again), removed when the job ends. A job
 * booked later than that before its start gets none. In the caller's transaction.
 */
export async function scheduleReminder(trx: Kysely<Database>, job: { id: string; marketId: string; start: Date }, now: Date): Promise<void> {
  const market = await trx.selectFrom('markets').select('reminder_hours_before').where('id', '=', job.marketId).executeTakeFirstOrThrow();
  const due = new Date(job.start.getTime() - market.reminder_hours_before * HOUR_MS);
  if (due.getTime() <= now.getTime()) {
    await dropReminder(trx, job.id);
    return;
  }
  await trx
    .insertInto('job_reminders')
    .values({ job_id: job.id, due_at: due, starts_at: job.start, sent_at: null })
    .onConflict((conflict) => conflict.column('job_id').doUpdateSet({ due_at: due, starts_at: job.start, sent_at: null }))
    .execute();
}

export async function dropReminder(trx: Kysely<Database>, jobId: string): Promise<void> {
  await trx.deleteFrom('job_reminders').where('job_id', '=', jobId).execute();
}

/**
 * One batch in one transaction: the due reminders are locked (`skip locked`: a concurrent sweep
 * takes others), each still true (the job is requested or confirmed, ahead, at the start it
 * reminds of) is told and marked sent with its messages; the others are dropped.
 */
async function sendBatch(deps: Deps, now: Date): Promise<{ taken: number; sent: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('job_reminders')
      .innerJoin('jobs', 'jobs.id', 'job_reminders.job_id')
      .select(['job_reminders.job_id', 'job_reminders.starts_at', 'jobs.status', 'jobs.start_at'])
      .where('job_reminders.sent_at', 'is', null)
      .where('job_reminders.due_at', '<=', now)
      .orderBy('job_reminders.due_at')
      .limit(BATCH)
      .forUpdate('job_reminders')
      .skipLocked()
      .execute();
    let sent = 0;
    for (const reminder of due) {
      const still = (reminder.status === 'requested' || reminder.status === 'confirmed') && reminder.start_at.getTime() === reminder.starts_at.getTime();
      if (!still || reminder.start_at.getTime() <= now.getTime()) {
        await dropReminder(trx, reminder.job_id);
        continue;
      }
      const key = `reminder:${reminder.job_id}:${reminder.starts_at.toISOString()}`;
      await notify(deps, trx, { event: 'reminder', jobId: reminder.job_id, key, actorUserId: null });
      await trx.updateTable('job_reminders').set({ sent_at: now }).where('job_id', '=', reminder.job_id).execute();
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
