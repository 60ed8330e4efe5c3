import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A service's name and description in the site's other languages (docs/languages.md): English
 * stays in `services`, the source every language falls back to; each other language has at
 * most one row per service. The same bounds as the service's own texts (the admin contract:
 * a name of 2–100 characters, a description of at most 2,000). The languages are those of
 * @marketplace/i18n except English; adding one is a migration that widens the check
 * (0031-service-translations.test.ts fails until then).
 *
 * The public answers (market page, provider profiles) show these texts, so the public answer
 * cache hears of their changes too (migration 0018).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table service_translations (
      service_id text not null references services (id) on delete cascade,
      language text not null,
      name text not null,
      description text not null,
      primary key (service_id, language),
      constraint service_translations_language check (language in ('de')),
      constraint service_translations_name_length check (char_length(name) between 2 and 100),
      constraint service_translations_description_length check (char_length(description) <= 2000)
    )`,
    `create trigger service_translations_public_data_changed after insert or update or delete or truncate on service_translations
      for each statement execute function notify_public_data_changed()`,
  ]);
}
