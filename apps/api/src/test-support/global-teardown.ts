import { rmSync } from 'node:fs';
import { adminQuery, quoteIdent } from './postgres-admin';
import { TEMPLATE_ENV, testDatabaseKind } from './test-database-kind';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return;
  if (testDatabaseKind() === 'pglite') rmSync(template, { force: true });
  else await adminQuery(process.env.DATABASE_URL!, [`drop database if exists ${quoteIdent(template)} with (force)`]);
}
