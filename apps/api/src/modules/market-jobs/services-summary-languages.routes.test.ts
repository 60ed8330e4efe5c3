import { call, DAY_MS, HOUR_MS, type DeskWorld, setUpDeskWorld } from '../../test-support/desk-fixtures';
import { insertTestJob } from '../../test-support/job-fixtures';
import { intlFor } from '../../i18n/intl';
import { servicesSummary } from './services-summary';

/**
 * The manager's one-line summary of a job's services (grid, calendar, unassigned queue, export,
 * roster) in the reader's language (docs/languages.md): each service's German name where it has
 * one, the quantity and the list as German writes them; English as before.
 */
let world: DeskWorld;
let jobId: string;
const services = [
  { serviceId: 'home-cleaning', quantity: 2 },
  { serviceId: 'window-cleaning', quantity: 1 },
  { serviceId: 'tv-mounting', quantity: 1 },
];
const english = 'Home cleaning × 2, Window cleaning, TV mounting';
const german = 'Wohnungsreinigung × 2, Fensterreinigung und TV-Montage';

beforeAll(async () => {
  world = await setUpDeskWorld();
  const start = new Date(world.t.clock.at() + 9 * DAY_MS + 3 * HOUR_MS);
  jobId = await insertTestJob(world.t.db, { customerId: world.customerId, providerId: world.maria, marketId: 'nyc', start, status: 'confirmed', services });
});
afterAll(() => world.t.close());

const inGerman = (cookie: string) => `${cookie}; lang=de`;
const day = (offsetDays: number) => new Date(world.t.clock.at() + offsetDays * DAY_MS).toISOString();
type Summarised = { id: string; servicesSummary: string };
const summaryOf = (jobs: Summarised[]) => jobs.find((job) => job.id === jobId)?.servicesSummary;

it('words a summary with the reader’s list and the quantity as a message, within 1,000 characters', () => {
  const lines = [{ name: 'Home cleaning', quantity: 2 }, { name: 'Window cleaning', quantity: 1 }];
  expect(servicesSummary(intlFor('en'), lines)).toBe('Home cleaning × 2, Window cleaning');
  expect(servicesSummary(intlFor('de'), [{ name: 'Wohnungsreinigung', quantity: 1200 }])).toBe('Wohnungsreinigung × 1.200');
  expect(servicesSummary(intlFor('en'), [])).toBe('');
  expect(servicesSummary(intlFor('en'), Array.from({ length: 30 }, () => ({ name: 'x'.repeat(100), quantity: 1 })))).toHaveLength(1000);
});

it('shows the grid, the calendar and the export in the reader’s language', async () => {
  const query = `from=${day(8).slice(0, 10)}&to=${day(11).slice(0, 10)}`;
  const grid = async (cookie: string) => summaryOf((await call('GET', `/api/markets/nyc/jobs?${query}`, cookie)).json().jobs);
  expect(await grid(inGerman(world.manager))).toBe(german);
  expect(await grid(world.manager)).toBe(english);

  const calendar = (await call('GET', `/api/markets/nyc/jobs/calendar?from=${day(8)}&to=${day(11)}`, inGerman(world.manager))).json();
  expect(summaryOf(calendar.jobs)).toBe(german);

  const csv = (await call('GET', `/api/markets/nyc/jobs.csv?${query}`, inGerman(world.manager))).body;
  expect(csv.split('\r\n').find((line) => line.endsWith(jobId))).toContain(`,"${german}",`);
  expect((await call('GET', `/api/markets/nyc/jobs.csv?${query}`, world.manager)).body).toContain(`,"${english}",`);
});

it('exports the header and the status in German, the times, amounts and ids as in English', async () => {
  const query = `from=${day(8).slice(0, 10)}&to=${day(11).slice(0, 10)}`;
  const rows = async (cookie: string) => (await call('GET', `/api/markets/nyc/jobs.csv?${query}`, cookie)).body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  const [germanHeader, ...germanRows] = await rows(inGerman(world.manager));
  const [englishHeader, ...englishRows] = await rows(world.manager);
  expect(germanHeader).toBe('Referenz,Status,Beginn,Ende,Gebucht,Anbieter,Kunde,Kontakt,Leistungen,Adresse,PLZ,Ort,Gesamtbetrag,Währung,Auftrags-ID');
  expect(englishHeader).toBe('Reference,Status,Start,End,Booked,Provider,Customer,Contact,Services,Address,Postal code,City,Total,Currency,Job ID');
  const ours = (lines: string[]) => lines.find((line) => line.endsWith(jobId))!;
  expect(ours(germanRows)).toMatch(/^[^,]+,Bestätigt,/);
  expect(ours(englishRows)).toMatch(/^[^,]+,confirmed,/);
  // Reference, start, end, booked; total, currency and id: the same cells in both languages.
  const machine = (line: string) => [...line.split(',').slice(0, 1), ...line.split(',').slice(2, 5), ...line.split(',').slice(-3)];
  expect(machine(ours(germanRows))).toEqual(machine(ours(englishRows)));
});

it('shows the unassigned queue in the reader’s language', async () => {
  const soon = await insertTestJob(world.t.db, { customerId: world.customerId, providerId: world.maria, marketId: 'nyc', start: new Date(world.t.clock.at() + 5 * HOUR_MS), status: 'unassigned', services });
  await world.t.db.updateTable('jobs').set({ provider_id: null }).where('id', '=', soon).execute();
  const queue = (await call('GET', '/api/markets/nyc/jobs/unassigned', inGerman(world.manager))).json();
  expect(queue.jobs.find((job: Summarised) => job.id === soon)?.servicesSummary).toBe(german);
});

it('shows a provider’s upcoming jobs on the roster, and those to reassign, in the reader’s language', async () => {
  const detail = (await call('GET', `/api/markets/nyc/providers/${world.maria}`, inGerman(world.manager))).json();
  expect(summaryOf(detail.upcomingJobs)).toBe(german);
  expect(summaryOf((await call('GET', `/api/markets/nyc/providers/${world.maria}`, world.manager)).json().upcomingJobs)).toBe(english);

  const suspended = (await call('POST', `/api/markets/nyc/providers/${world.maria}/suspend`, inGerman(world.manager), { reason: 'Beschwerden' })).json();
  expect(summaryOf(suspended.upcomingJobs)).toBe(german);
  const toReassign = (await call('GET', '/api/markets/nyc/roster/needs-reassignment', inGerman(world.manager))).json();
  expect(summaryOf(toReassign.jobs)).toBe(german);
});
