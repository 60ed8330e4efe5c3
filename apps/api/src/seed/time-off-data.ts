import { DateTime } from 'luxon';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface TimeOffSeed {
  start: Date;
  end: Date;
  reason: string;
}

/** The demo provider's time off: next week's Wednesday, all day in the market's zone (seen in the editor and in slot search). */
export function demoTimeOffSeeds(timeZone: string, now: Date): TimeOffSeed[] {
  const wednesday = DateTime.fromJSDate(now, { zone: timeZone }).plus({ weeks: 1 }).set({ weekday: 3 }).startOf('day');
  return [{ start: wednesday.toJSDate(), end: wednesday.plus({ days: 1 }).toJSDate(), reason: 'Family day' }];
}

export async function insertTimeOff(db: Kysely<Database>, providerId: string, entries: TimeOffSeed[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insertInto('provider_time_off').values(entries.map((entry) => ({ provider_id: providerId, starts_at: entry.start, ends_at: entry.end, reason: entry.reason }))).execute();
}
