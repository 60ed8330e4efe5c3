import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Reading a conversation reads its bell entries too: the in-app `message_received` rows of that job. */
export async function markConversationNoticesRead(db: Kysely<Database>, userId: string, jobId: string, at: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .where('event', '=', 'message_received')
    .where('channel', '=', 'in_app')
    .where('read_at', 'is', null)
    .execute();
}
