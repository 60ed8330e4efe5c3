import { type Kysely, Migrator, sql } from 'kysely';
import type { DatabaseHandle } from './database';
import { migrations } from './migration-list';
import type { Database } from './schema';

/** Any constant: every API process agrees on it, so only one migrates (and seeds) at a time. */
const PREPARE_LOCK_KEY = 7_342_001;

/**
 * Runs `work` on one connection holding a session advisory lock, so API processes starting
 * together against one PostgreSQL server take turns. (PGlite has a single connection, which
 * `connection()` holds for the whole call: callers in its one process take turns too.)
 */
export async function withPrepareLock<T>(handle: DatabaseHandle, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return handle.db.connection().execute(async (db) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK_KEY})`.execute(db);
    try {
      return await work(db);
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK_KEY})`.execute(db);
    }
  });
}

/** Applies every pending migration; does nothing when the schema is current. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
