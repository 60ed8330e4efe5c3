import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { type ListenEvents, type Listening, listenOnPglite, listenOnPostgres } from './listen';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** The open database: the same Kysely API, SQL and migrations whichever engine is behind it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** LISTEN for notifications on `channel` (on PostgreSQL over its own connection, reconnecting). */
  listen(channel: string, events: ListenEvents): Listening;
  close(): Promise<void>;
}

export interface PgliteHandle extends DatabaseHandle {
  pglite: PGlite;
}

/** Embedded PostgreSQL: in `dataDir` on disk, or in memory (optionally from a dump). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PgliteHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { btree_gist },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  const close = async () => {
    await db.destroy();
    // Kysely only closes a driver it has used; an idle PGlite would keep the process alive.
    if (!pglite.closed) await pglite.close();
  };
  return { db, kind: 'pglite', pglite, listen: (channel, events) => listenOnPglite(pglite, channel, events), close };
}

const INT8_OID = 20;
/**
 * bigint as a JavaScript number, as PGlite reads it: money sums are bigint minor units far below
 * 2^53. (`sum()` is numeric: cast it, e.g. `cast(sum(amount_minor) as bigint)`.)
 */
const int8AsNumber = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export function openPostgres(connectionString: string, options: { max?: number; onError?: (error: Error) => void } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, application_name: 'handyhub-api', types: int8AsNumber });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', options.onError ?? (() => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', listen: (channel, events) => listenOnPostgres(connectionString, channel, events), close: () => db.destroy() };
}

/** `DATABASE_URL` set: PostgreSQL; unset: PGlite stored in `<dataDir>/db`. */
export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  onError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { onError });
  return openPglite({ dataDir: path.join(config.dataDir, 'db') });
}
