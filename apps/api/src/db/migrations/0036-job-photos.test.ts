import { sql } from 'kysely';
import { createEmptyDatabase } from '../../test-support/test-database';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { insertBareJob } from '../../test-support/migration-rows';

/** 0036: a job's photos name their kind and a stored picture, and go with their job; markets require no after photo unless told. */
let database: DatabaseHandle;
let job: string;
const key = `pictures/${'a'.repeat(64)}`;

beforeAll(async () => {
  database = await createEmptyDatabase();
  await migrateToLatest(database.db);
  ({ job } = await insertBareJob(database.db));
}, 60_000);
afterAll(() => database.close());

const photo = (kind: string, pictureKey = key) => sql`insert into job_photos (job_id, kind, picture_key, created_at) values (${job}, ${kind}, ${pictureKey}, now())`.execute(database.db);

it('requires no after photo in a market unless its managers say so', async () => {
  expect((await sql<{ require_after_photo: boolean }>`select require_after_photo from markets where id = 'nyc'`.execute(database.db)).rows).toEqual([{ require_after_photo: false }]);
});

it('takes before and after photos of a stored picture, and nothing else', async () => {
  await photo('before');
  await photo('after');
  await expect(photo('during')).rejects.toThrow(/check constraint|violates/);
  await expect(photo('after', '../../etc/passwd')).rejects.toThrow(/check constraint|violates/);
});

it('goes with its job', async () => {
  await sql`delete from jobs where id = ${job}`.execute(database.db);
  expect((await sql`select id from job_photos`.execute(database.db)).rows).toEqual([]);
});
