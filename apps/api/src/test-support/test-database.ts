import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/database';
import { adminQuery, quoteIdent } from './postgres-admin';
import { TEMPLATE_ENV, testDatabaseKind, withDatabase } from './test-database-kind';

let templateDump: Blob | undefined;

function template(): string {
  const value = process.env[TEMPLATE_ENV];
  if (!value) throw new Error('No template database: run the API tests through jest (the api project has a globalSetup).');
  return value;
}

/**
 * Drops a test database. FORCE ends its connections, but an autovacuum worker visiting it can only
 * be ended by a role with pg_signal_backend (42501): without that right, wait for it to leave.
 */
async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(adminUrl, [`drop database if exists ${quoteIdent(name)} with (force)`]);
      return;
    } catch (error) {
      if (attempt >= 20 || !['42501', '55006'].includes((error as { code?: string }).code ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
}

async function copyPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  // Copying needs the template to be idle for a moment; another file may be copying it too.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(adminUrl, [`create database ${quoteIdent(name)} template ${quoteIdent(template())}`]);
      return;
    } catch (error) {
      if (attempt >= 20 || (error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
}

/**
 * A private, migrated and seeded database for one test file; `close` throws it away. On
 * PostgreSQL, `url` lets a test open a second pool on it (a second API process).
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (testDatabaseKind() === 'pglite') {
    templateDump ??= new Blob([readFileSync(template())]);
    return openPglite({ loadDataDir: templateDump });
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `handyhub_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await copyPostgresTemplate(adminUrl, name);
  const url = withDatabase(adminUrl, name);
  const handle = openPostgres(url, { max: 5 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await dropTestDatabase(adminUrl, name);
    },
  };
}

/** A database with nothing in it (not even migrations), for tests of migrating and seeding. */
export async function createEmptyDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (testDatabaseKind() === 'pglite') return openPglite();
  const adminUrl = process.env.DATABASE_URL!;
  const name = `handyhub_empty_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, [`create database ${quoteIdent(name)}`]);
  const url = withDatabase(adminUrl, name);
  const handle = openPostgres(url, { max: 5 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await dropTestDatabase(adminUrl, name);
    },
  };
}
