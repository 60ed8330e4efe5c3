import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';

/** What pg-boss needs from a database: one call, rows back. */
export type SqlExecutor = PgBoss.Db;

/** Runs a text without parameters, which may hold several statements. */
type ExecText = (text: string) => Promise<unknown[]>;

/**
 * pg-boss over our Kysely instance (pool, PGlite or an open transaction), so it shares the
 * connection rules of the rest of the API: inside a transaction, what it writes commits or rolls
 * back with it. A text without parameters goes to `exec` when given (PGlite's extended protocol
 * takes one statement per query; pg-boss installs itself with multi-statement texts).
 */
export function sqlExecutor(db: Kysely<Database>, exec?: ExecText): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      if (values.length > 0 || !exec) return { rows: (await db.executeQuery(CompiledQuery.raw(text, values))).rows };
      return { rows: await exec(text) };
    },
  };
}

/**
 * `exec` on PGlite's one connection. Unless the caller already holds Kysely's lock on it (inside
 * `db.connection()`), the lock is taken first, so the text never runs inside someone's transaction.
 */
export function pgliteExec(db: Kysely<Database>, pglite: PGlite, options: { lockHeld: boolean }): ExecText {
  return async (text) => {
    const execute = async () => (await pglite.exec(text)).at(-1)?.rows ?? [];
    return options.lockHeld ? execute() : db.connection().execute(execute);
  };
}

/**
 * pg-boss's executor for an open database. `scoped`: a Kysely instance bound to one connection
 * the caller holds (inside `db.connection()`, as the start-up lock is), used instead of the pool.
 */
export function executorFor(handle: DatabaseHandle, scoped?: Kysely<Database>): SqlExecutor {
  const db = scoped ?? handle.db;
  if (!('pglite' in handle)) return sqlExecutor(db);
  return sqlExecutor(db, pgliteExec(db, (handle as DatabaseHandle & { pglite: PGlite }).pglite, { lockHeld: scoped !== undefined }));
}
