import type { LanguageCode } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { serviceText } from '../../db/service-texts';

/** One of a job's services as a summary names it. */
export interface ServiceLine {
  name: string;
  quantity: number;
}

/**
 * The jobs' services in order, each named as a reader of `language` reads it: the service's
 * current translation (migration 0031), else the English name it was booked under.
 */
export async function listServiceLines(db: Kysely<Database>, jobIds: readonly string[], language: LanguageCode): Promise<Map<string, ServiceLine[]>> {
  const byJob = new Map<string, ServiceLine[]>();
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .selectFrom('job_services')
    .select(['job_id', serviceText(language, 'name', 'job_services.service_id', 'job_services.name').as('name'), 'quantity'])
    .where('job_id', 'in', [...jobIds])
    .orderBy('job_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const lines = byJob.get(row.job_id) ?? [];
    if (lines.length === 0) byJob.set(row.job_id, lines);
    lines.push({ name: row.name, quantity: row.quantity });
  }
  return byJob;
}
