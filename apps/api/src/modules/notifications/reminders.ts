import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { Database } from '../../db/schema';

/**
 * SCAFFOLD. One reminder per job (`job_reminders`), `markets.reminder_hours_before` before its
 * start: written at booking, moved by a reschedule, removed when the job ends. The sweep
 * sends the due ones (notify 'reminder').
 */
export async function scheduleReminder(trx: Kysely<Database>, job: { id: string; marketId: string; start: Date }, now: Date): Promise<void> {
  void trx;
  void job;
  void now;
}

export async function dropReminder(trx: Kysely<Database>, jobId: string): Promise<void> {
  void trx;
  void jobId;
}

/** Sends every reminder due by `deps.now()` (each once, however many workers sweep); how many were sent. */
export async function sendDueReminders(deps: Deps): Promise<number> {
  void deps;
  return 0;
}
