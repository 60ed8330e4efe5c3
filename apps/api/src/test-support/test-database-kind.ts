import type { DatabaseKind } from '../db/database';

/** Which engine the API tests run against: TEST_DB=pglite (default) or TEST_DB=postgres. */
export function testDatabaseKind(): DatabaseKind {
  const value = (process.env.TEST_DB ?? 'pglite').trim().toLowerCase();
  if (value !== 'pglite' && value !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, got "${value}".`);
  return value;
}

/** The same server as `url`, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** How many providers per market the template database gets (the demo seed has 12). */
export const TEST_PROVIDERS_PER_MARKET = 12;

export const TEMPLATE_ENV = 'HANDYHUB_TEST_TEMPLATE';
