import type { SecurityEventType } from '@marketplace/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export interface SecurityEventRow {
  type: SecurityEventType;
  userId: string | null;
  email: string | null;
  address: string;
  detail: Record<string, string | number | boolean | null>;
}

export async function insertSecurityEvent(db: Kysely<Database>, event: SecurityEventRow, at: Date): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      at,
      type: event.type,
      user_id: event.userId,
      email: event.email?.slice(0, 254) ?? null,
      address: event.address.slice(0, 64),
      detail: JSON.stringify(event.detail),
    })
    .execute();
}

export interface SecurityEventFilter {
  type?: SecurityEventType | undefined;
  userId?: string | undefined;
  email?: string | undefined;
}

/** One page of the log, newest first, and how many events match in all. */
export async function listSecurityEvents(db: Kysely<Database>, filter: SecurityEventFilter, page: { offset: number; limit: number }) {
  let query = db.selectFrom('security_events');
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.email) query = query.where('email', '=', filter.email);
  const [rows, { total }] = await Promise.all([
    query
      .select([sql<string>`id::text`.as('id'), 'at', 'type', 'user_id', 'email', 'address', 'detail'])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total };
}
