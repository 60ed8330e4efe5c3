import { sql } from 'kysely';
import { createEmptyDatabase } from '../../test-support/test-database';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';

/** 0032: a person's favourite providers, once each, gone with the person or the provider. */
let database: DatabaseHandle;
let customer: string;
let provider: string;

beforeAll(async () => {
  database = await createEmptyDatabase();
  await migrateToLatest(database.db);
  const person = (email: string) => sql<{ id: string }>`insert into users (email, name, password_hash, roles) values (${email}, 'Someone', '!', '{customer}') returning id`.execute(database.db);
  customer = (await person('fan@example.com')).rows[0]!.id;
  const owner = (await person('pro@example.com')).rows[0]!.id;
  provider = (await sql<{ id: string }>`insert into providers (user_id, display_name, bio_html) values (${owner}, 'Pro', '') returning id`.execute(database.db)).rows[0]!.id;
}, 60_000);
afterAll(() => database.close());

const add = (userId = customer, providerId = provider) => sql`insert into favourite_providers (user_id, provider_id) values (${userId}, ${providerId})`.execute(database.db);
const count = async () => (await sql<{ n: number }>`select count(*)::int as n from favourite_providers`.execute(database.db)).rows[0]!.n;

it('keeps a provider once per person', async () => {
  await add();
  await expect(add()).rejects.toThrow(/favourite_providers_pkey|duplicate key/);
  expect(await count()).toBe(1);
});

it('names a person and a provider that exist', async () => {
  await expect(add('00000000-0000-4000-8000-000000000000')).rejects.toThrow(/foreign key/);
  await expect(add(customer, '00000000-0000-4000-8000-000000000000')).rejects.toThrow(/foreign key/);
});

it('goes with the provider, and with the person', async () => {
  await sql`delete from providers where id = ${provider}`.execute(database.db);
  expect(await count()).toBe(0);
  const owner = (await sql<{ id: string }>`select id from users where email = 'pro@example.com'`.execute(database.db)).rows[0]!.id;
  provider = (await sql<{ id: string }>`insert into providers (user_id, display_name, bio_html) values (${owner}, 'Pro', '') returning id`.execute(database.db)).rows[0]!.id;
  await add();
  await sql`delete from users where id = ${customer}`.execute(database.db);
  expect(await count()).toBe(0);
});
