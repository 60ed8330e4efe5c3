import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { createLocalMailer } from './local-mailer';
import { createSmtpMailer } from './smtp-mailer';
import type { Mailer } from './transport';

/** SMTP when SMTP_URL is set, else the local outbox (docs/product.md §10). */
export function createMailer(config: AppConfig, db: Kysely<Database>): Mailer {
  return config.notifications.smtpUrl ? createSmtpMailer(config.notifications.smtpUrl) : createLocalMailer(db);
}
