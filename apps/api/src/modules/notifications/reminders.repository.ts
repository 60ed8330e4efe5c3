import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The job's one reminder, due at `due` for the start `startsAt` (again unsent when it moved). */
export async function upsertReminder(trx: Kysely<Database>, jobId: string, due: Date, startsAt: Date): Promise<void> {
  await trx
    .insertInto('job_reminders')
    .values({ job_id: jobId, due_at: due, starts_at: startsAt, sent_at: null })
    .onConflict((conflict) => conflict.column('job_id').doUpdateSet({ due_at: due, starts_at: startsAt, sent_at: null }))
    .execute();
}

export async function dropReminder(trx: Kysely<Database>, jobId: string): Promise<void> {
  await trx.deleteFrom('job_reminders').where('job_id', '=', jobId).execute();
}

/** Unsent reminders due by `now` with their job's status and start, earliest first, locked (`skip locked`: a concurrent sweep takes others). */
export async function lockDueReminders(trx: Kysely<Database>, now: Date, limit: number) {
  return trx
    .selectFrom('job_reminders')
    .innerJoin('jobs', 'jobs.id', 'job_reminders.job_id')
    .select(['job_reminders.job_id', 'job_reminders.starts_at', 'jobs.status', 'jobs.start_at'])
    .where('job_reminders.sent_at', 'is', null)
    .where('job_reminders.due_at', '<=', now)
    .orderBy('job_reminders.due_at')
    .limit(limit)
    .forUpdate('job_reminders')
    .skipLocked()
    .execute();
}

export async function markReminderSent(trx: Kysely<Database>, jobId: string, at: Date): Promise<void> {
  await trx.updateTable('job_reminders').set({ sent_at: at }).where('job_id', '=', jobId).execute();
}
