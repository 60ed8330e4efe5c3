import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Languages (docs/languages.md): a person's chosen language, which every email and text message
 * to them is written in (null until they choose, sign up or log in from a page in one), and a
 * market's language, for visitors whose browser asks for none the site has and for messages to
 * people who never chose. Berlin reads German; every other market English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table users add column language text`,
    `alter table users add constraint users_language check (language in ('en', 'de'))`,
    `alter table markets add column language text not null default 'en'`,
    `alter table markets add constraint markets_language check (language in ('en', 'de'))`,
    `update markets set language = 'de' where id = 'berlin'`,
  ]);
}
