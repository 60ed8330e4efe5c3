import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { demoAccounts } from './demo-accounts';
import { existingEmails } from './seed.repository';

/**
 * Logged at every start while a demo account exists: anyone who read the README can log in as
 * it (an admin among them). Meant for a site that was seeded by mistake (docs/accounts.md).
 */
export async function warnAboutDemoAccounts(db: Kysely<Database>, log: { warn(message: string): void }): Promise<void> {
  const present = await existingEmails(db, demoAccounts.map((account) => account.email));
  if (present.length === 0) return;
  log.warn(
    `demo accounts exist (${present.join(', ')}): their password is published in the README, so anyone can log in as them. ` +
      'Delete this database and start with DEMO_DATA=off (the default on an https PUBLIC_URL), or change their passwords.',
  );
}
