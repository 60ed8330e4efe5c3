import type { NotificationEvent } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobStepEvent, JobStepPayload } from '../modules/notifications/payload';
import { TEST_NOW } from './test-clock';

let written = 0;

/** A job step's payload as notify() writes it (a made-up job; what the templates read). */
export function jobStepPayload(event: JobStepEvent, start = new Date('2031-03-04T15:00:00Z')): JobStepPayload {
  return {
    kind: 'job',
    event,
    audience: 'customer',
    recipientName: 'Jordan Miller',
    job: {
      id: '00000000-0000-4000-8000-00000000f00d',
      marketId: 'nyc',
      marketName: 'New York City',
      timeZone: 'America/New_York',
      currency: 'USD',
      start: start.toISOString(),
      end: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      services: 'Home cleaning × 2 h',
      address: ['350 Fifth Avenue', '10001 New York'],
      customerName: 'Jordan Miller',
      providerName: 'Maria Alvarez',
      status: 'confirmed',
    },
    reason: null,
    previousStart: null,
    noShow: false,
    icsSequence: 0,
  };
}

/** An outbox row written straight into the table (each with its own cause), answering its id. */
export async function insertNotification(
  db: Kysely<Database>,
  row: { userId: string; event?: JobStepEvent; channel?: 'email' | 'sms' | 'in_app'; createdAt?: Date; readAt?: Date | null },
): Promise<string> {
  const event: NotificationEvent = row.event ?? 'confirmed';
  const channel = row.channel ?? 'in_app';
  const inserted = await db
    .insertInto('notifications')
    .values({
      user_id: row.userId,
      event,
      channel,
      recipient: channel === 'in_app' ? null : 'someone@example.com',
      market_id: 'nyc',
      job_id: null,
      template: event,
      payload: JSON.stringify(jobStepPayload(row.event ?? 'confirmed')),
      dedupe_key: `fixture:${(written += 1)}`,
      status: channel === 'in_app' ? 'sent' : 'pending',
      created_at: row.createdAt ?? new Date(TEST_NOW),
      read_at: row.readAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
