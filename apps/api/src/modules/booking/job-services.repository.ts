import type { Kysely, Selectable } from 'kysely';
import type { Database, JobServicesTable } from '../../db/schema';

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

export async function listJobServices(db: Kysely<Database>, jobIds: string[]): Promise<JobServiceRow[]> {
  if (jobIds.length === 0) return [];
  return db.selectFrom('job_services').selectAll().where('job_id', 'in', jobIds).orderBy('job_id').orderBy('position').execute();
}
