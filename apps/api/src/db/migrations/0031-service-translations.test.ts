import { languages } from '@marketplace/i18n/languages';
import { sql } from 'kysely';
import { createEmptyDatabase } from '../../test-support/test-database';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';

/** 0031: a service's texts in each language of the site but English (the source, in `services`). */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createEmptyDatabase();
  await migrateToLatest(database.db);
  await sql`insert into services (id, name, description, unit, default_duration_minutes) values ('oven-cleaning', 'Oven cleaning', 'Racks too.', 'job', 60)`.execute(database.db);
}, 60_000);
afterAll(() => database.close());

const insert = (language: string, name = 'Ofenreinigung', description = 'Auch die Bleche.') =>
  sql`insert into service_translations (service_id, language, name, description) values ('oven-cleaning', ${language}, ${name}, ${description})`.execute(database.db);
const clear = () => sql`delete from service_translations`.execute(database.db);

it('takes every language of the site but English, once per service', async () => {
  for (const language of languages.filter((code) => code !== 'en')) {
    await insert(language);
    await expect(insert(language)).rejects.toThrow(/service_translations_pkey|duplicate key/);
  }
  await clear();
  await expect(insert('en')).rejects.toThrow(/service_translations_language/);
  await expect(insert('fr')).rejects.toThrow(/service_translations_language/);
});

it('bounds the texts as the service’s own: a name of 2–100 characters, a description of at most 2,000', async () => {
  await expect(insert('de', 'O')).rejects.toThrow(/service_translations_name_length/);
  await expect(insert('de', 'O'.repeat(101))).rejects.toThrow(/service_translations_name_length/);
  await expect(insert('de', 'Ofenreinigung', 'x'.repeat(2001))).rejects.toThrow(/service_translations_description_length/);
  await insert('de', 'O'.repeat(100), 'x'.repeat(2000));
  await clear();
});

it('belongs to a service that exists', async () => {
  await expect(sql`insert into service_translations (service_id, language, name, description) values ('nothing-here', 'de', 'Nichts', '')`.execute(database.db)).rejects.toThrow(/foreign key/);
});
