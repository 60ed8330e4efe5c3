import type { NotificationChannel } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobStepPayload } from '../modules/notifications/payload';

/** A booking's facts as notify() would have written them (the job itself need not exist). */
export function bookedPayload(recipientName = 'Casey Customer'): JobStepPayload {
  return {
    kind: 'job',
    event: 'booked',
    audience: 'customer',
    recipientName,
    job: {
      id: '11111111-1111-4111-8111-111111111111',
      marketId: 'nyc',
      marketName: 'New York City',
      timeZone: 'America/New_York',
      currency: 'USD',
      start: '2031-03-04T14:00:00.000Z',
      end: '2031-03-04T16:00:00.000Z',
      services: 'Home cleaning × 2 h',
      address: ['350 Fifth Avenue', '10001 New York'],
      customerName: recipientName,
      providerName: 'Pat Provider',
      status: 'requested',
    },
    reason: null,
    previousStart: null,
    noShow: false,
    icsSequence: 0,
  };
}

let count = 0;

/** An outbox row waiting for the worker, written straight into the database (as notify() does, without its queue message). */
export async function insertOutboxMessage(db: Kysely<Database>, message: { userId: string; channel: NotificationChannel; recipient: string | null; createdAt?: Date }): Promise<string> {
  count += 1;
  const { id } = await db
    .insertInto('notifications')
    .values({
      user_id: message.userId,
      event: 'booked',
      channel: message.channel,
      recipient: message.recipient,
      market_id: 'nyc',
      template: 'booked',
      payload: JSON.stringify(bookedPayload()),
      dedupe_key: `test:${process.pid}:${count}`,
      status: 'pending',
      ...(message.createdAt ? { created_at: message.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
