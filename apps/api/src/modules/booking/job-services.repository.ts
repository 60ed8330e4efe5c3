import type { Kysely, Selectable } from 'kysely';
import type { LanguageCode } from '@marketplace/contracts';
import { languages } from '@marketplace/i18n/languages';
import type { Database, JobServicesTable } from '../../db/schema';
import { serviceText } from '../../db/service-texts';

export interface JobServiceLine {
  serviceId: string;
  name: string;
  unit: 'job' | 'hour';
  quantity: number;
  unitPriceMinor: number;
  amountMinor: number;
}

export type JobServiceRow = Selectable<JobServicesTable>;

/** A job's priced services as its `job_services` rows, in order. */
export function jobServiceRows(jobId: string, lines: JobServiceLine[]) {
  return lines.map((line, position) => ({
    job_id: jobId,
    position,
    service_id: line.serviceId,
    name: line.name,
    unit: line.unit,
    quantity: line.quantity,
    unit_price_minor: line.unitPriceMinor,
    amount_minor: line.amountMinor,
  }));
}

/** The priced services of a job (or hold), replacing what was there; returns them as stored. */
export async function writeJobServices(db: Kysely<Database>, jobId: string, lines: JobServiceLine[]): Promise<JobServiceRow[]> {
  await db.deleteFrom('job_services').where('job_id', '=', jobId).execute();
  if (lines.length === 0) return [];
  return db.insertInto('job_services').values(jobServiceRows(jobId, lines)).returningAll().execute();
}

/**
 * The jobs' priced services, in order, each `name` as a reader of `language` reads it. A job
 * keeps its services' English names as they were when it was booked (its record: the invoice, the
 * export); a reader of another language gets the service's current translation by id, falling
 * back to that English name (migration 0031). Pass the recipient's language for an email or PDF.
 */
export async function listJobServices(db: Kysely<Database>, jobIds: string[], language: LanguageCode): Promise<JobServiceRow[]> {
  if (jobIds.length === 0) return [];
  return db
    .selectFrom('job_services')
    .select(['job_id', 'position', 'service_id', serviceText(language, 'name', 'job_services.service_id', 'job_services.name').as('name'), 'unit', 'quantity', 'unit_price_minor', 'amount_minor'])
    .where('job_id', 'in', jobIds)
    .orderBy('job_id')
    .orderBy('position')
    .execute();
}

/** A job's lines with the name in every language of the site, in one read (messages queue them all). */
export async function listJobServicesInEveryLanguage(db: Kysely<Database>, jobId: string): Promise<Array<Omit<JobServiceRow, 'name'> & { names: Record<LanguageCode, string> }>> {
  const rows = await db
    .selectFrom('job_services')
    .selectAll()
    .select(languages.map((language) => serviceText(language, 'name', 'job_services.service_id', 'job_services.name').as(`name_${language}`)))
    .where('job_id', '=', jobId)
    .orderBy('position')
    .execute();
  return rows.map((row) => {
    const named = row as unknown as Record<string, string>;
    return { ...row, names: Object.fromEntries(languages.map((language) => [language, named[`name_${language}`]!])) as Record<LanguageCode, string> };
  });
}
