import type { SecurityEventType } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
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
