import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database, ProblemCasesTable, ProblemPhotosTable, ProblemStepsTable } from '../../db/schema';
import { problemLimits } from '@marketplace/contracts';

export type ProblemCaseRow = Selectable<ProblemCasesTable>;
export type ProblemStepRow = Selectable<ProblemStepsTable>;

/** When the job was completed (its first step to `completed`), else null. */
export async function findCompletedAt(db: Kysely<Database>, jobId: string): Promise<Date | null> {
  const row = await db.selectFrom('job_events').select(sql<Date | null>`min(at)`.as('at')).where('job_id', '=', jobId).where('to_status', '=', 'completed').executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

export async function findWindowHours(db: Kysely<Database>, marketId: string): Promise<number> {
  const row = await db.selectFrom('markets').select('problem_window_hours').where('id', '=', marketId).executeTakeFirstOrThrow();
  return row.problem_window_hours;
}

export async function listCasesOfJob(db: Kysely<Database>, jobId: string): Promise<ProblemCaseRow[]> {
  return db.selectFrom('problem_cases').selectAll().where('job_id', '=', jobId).orderBy('opened_at', 'desc').orderBy('id').limit(problemLimits.casesPerJob).execute();
}

export async function listStepsOfCases(db: Kysely<Database>, caseIds: string[]): Promise<ProblemStepRow[]> {
  if (caseIds.length === 0) return [];
  return db.selectFrom('problem_steps').selectAll().where('problem_id', 'in', caseIds).orderBy('at').orderBy('seq').execute();
}

export async function findOpenCase(db: Kysely<Database>, jobId: string): Promise<ProblemCaseRow | undefined> {
  return db.selectFrom('problem_cases').selectAll().where('job_id', '=', jobId).where('status', '<>', 'resolved').executeTakeFirst();
}

export async function findCase(db: Kysely<Database>, jobId: string, caseId: string): Promise<Pick<ProblemCaseRow, 'id' | 'status'> | undefined> {
  return db.selectFrom('problem_cases').select(['id', 'status']).where('id', '=', caseId).where('job_id', '=', jobId).executeTakeFirst();
}

export async function lockCase(trx: Kysely<Database>, jobId: string, caseId: string): Promise<ProblemCaseRow | undefined> {
  return trx.selectFrom('problem_cases').selectAll().where('id', '=', caseId).where('job_id', '=', jobId).forUpdate().executeTakeFirst();
}

/** Locks the job's row: two reports of one job at the same moment are decided one after the other. */
export async function lockJob(trx: Kysely<Database>, jobId: string): Promise<void> {
  await trx.selectFrom('jobs').select('id').where('id', '=', jobId).forUpdate().executeTakeFirst();
}

export async function insertCase(trx: Kysely<Database>, row: Insertable<ProblemCasesTable>): Promise<ProblemCaseRow> {
  return trx.insertInto('problem_cases').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function insertStep(trx: Kysely<Database>, row: Insertable<ProblemStepsTable>): Promise<void> {
  await trx.insertInto('problem_steps').values(row).execute();
}

export async function updateCase(trx: Kysely<Database>, caseId: string, changes: Partial<Insertable<ProblemCasesTable>>): Promise<void> {
  await trx.updateTable('problem_cases').set(changes).where('id', '=', caseId).execute();
}

/** The market's unresolved cases, oldest first. */
export async function listOpenCasesOfMarket(db: Kysely<Database>, marketId: string) {
  return db
    .selectFrom('problem_cases')
    .select(['id', 'job_id', 'reason', 'status', 'opened_at', 'held_minor', 'currency'])
    .where('market_id', '=', marketId)
    .where('status', '<>', 'resolved')
    .orderBy('opened_at')
    .orderBy('id')
    .limit(problemLimits.openPerMarket)
    .execute();
}

export async function countCasesOfMarket(db: Kysely<Database>, marketId: string) {
  const rows = await db
    .selectFrom('problem_cases')
    .select(['status', 'outcome', sql<number>`cast(count(*) as integer)`.as('n')])
    .where('market_id', '=', marketId)
    .groupBy(['status', 'outcome'])
    .execute();
  return rows.map((row) => ({ status: row.status, outcome: row.outcome, n: Number(row.n) }));
}

export async function marketExists(db: Kysely<Database>, marketId: string): Promise<boolean> {
  return (await db.selectFrom('markets').select('id').where('id', '=', marketId).executeTakeFirst()) !== undefined;
}

export async function countSteps(db: Kysely<Database>, caseId: string): Promise<number> {
  const row = await db.selectFrom('problem_steps').select((eb) => eb.fn.countAll<number>().as('n')).where('problem_id', '=', caseId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function refundAmount(db: Kysely<Database>, refundId: string): Promise<number> {
  return (await db.selectFrom('refunds').select('amount_minor').where('id', '=', refundId).executeTakeFirstOrThrow()).amount_minor;
}

/** Frees the resolution's key after its refund was refused (the case stays open). */
export async function releaseResolvingKey(db: Kysely<Database>, caseId: string, key: string): Promise<void> {
  await db.updateTable('problem_cases').set({ resolving_key: null }).where('id', '=', caseId).where('resolving_key', '=', key).where('status', '<>', 'resolved').execute();
}

/** The cases' photos, oldest first. */
export async function listPhotosOfCases(db: Kysely<Database>, caseIds: string[]) {
  if (caseIds.length === 0) return [];
  return db.selectFrom('problem_photos').select(['id', 'problem_id']).where('problem_id', 'in', caseIds).orderBy('created_at').orderBy('id').execute();
}

export async function countCasePhotos(db: Kysely<Database>, caseId: string): Promise<number> {
  const row = await db.selectFrom('problem_photos').select(sql<number>`count(*)::int`.as('count')).where('problem_id', '=', caseId).executeTakeFirstOrThrow();
  return row.count;
}

export async function insertCasePhoto(trx: Kysely<Database>, row: Insertable<ProblemPhotosTable>): Promise<void> {
  await trx.insertInto('problem_photos').values(row).execute();
}

/** A photo of the job's case (another job's or case's photo is not found). */
export async function findCasePhoto(db: Kysely<Database>, jobId: string, caseId: string, photoId: string) {
  return db
    .selectFrom('problem_photos')
    .innerJoin('problem_cases', 'problem_cases.id', 'problem_photos.problem_id')
    .select(['problem_photos.picture_key'])
    .where('problem_photos.id', '=', photoId)
    .where('problem_photos.problem_id', '=', caseId)
    .where('problem_cases.job_id', '=', jobId)
    .executeTakeFirst();
}
