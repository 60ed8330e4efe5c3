import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { createLocalMailer } from './local-mailer';
import type { Mailer } from './transport';

/** SMTP when SMTP_URL is set (SCAFFOLD: the SMTP mailer comes with the delivery worker), else the local outbox. */
export function createMailer(config: AppConfig, db: Kysely<Database>): Mailer {
  if (config.notifications.smtpUrl) throw new Error('SCAFFOLD: SMTP delivery is not wired yet');
  return createLocalMailer(db);
}
