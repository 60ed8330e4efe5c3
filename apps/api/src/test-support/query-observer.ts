import { type KyselyPlugin, PostgresQueryCompiler } from 'kysely';
import type { DatabaseHandle } from '../db/database';

/** The database as the app sees it, telling `observe` the SQL of every query it runs: a test counts them. */
export function observedDatabase(database: DatabaseHandle, observe: (sql: string) => void): DatabaseHandle {
  const compiler = new PostgresQueryCompiler();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      observe(compiler.compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { ...database, db: database.db.withPlugin(plugin) };
}
