import { bookThroughApi } from '../../test-support/money-fixtures';
import { apiCall, createTestApp, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';

/**
 * A job's services in the reader's language (docs/languages.md): the job keeps the English names
 * it was booked under (`job_services.name`, its record); a German reader — customer, provider or
 * the market's manager — reads each service's current German name, joined by its id.
 */
let t: TestApp;
let customer: string;
let provider: string;
let manager: string;
let jobId: string;
beforeAll(async () => {
  t = await createTestApp();
  [customer, provider, manager] = (await Promise.all(['customer@example.com', 'provider@example.com', 'manager@example.com'].map((email) => loginAs(t.app, email)))) as [string, string, string];
  // Booked by a customer reading German.
  const { placed } = await bookThroughApi(t, `${customer}; lang=de`, await providerIdOf(t.db, 'provider@example.com'));
  expect(placed.statusCode).toBe(201);
  jobId = placed.json().job.id;
  expect(placed.json().job.services).toEqual([expect.objectContaining({ serviceId: 'home-cleaning', name: 'Wohnungsreinigung', quantity: 2 })]);
});
afterAll(() => t.close());

const german = (cookie: string) => `${cookie}; lang=de`;
type Named = { serviceId: string; name: string };
const namesOf = (services: Named[]) => services.map((service) => service.name);

it('keeps the English name the job was booked under', async () => {
  const stored = await t.db.selectFrom('job_services').select('name').where('job_id', '=', jobId).execute();
  expect(stored).toEqual([{ name: 'Home cleaning' }]);
});

it('shows the customer their job and its price lines in their language', async () => {
  const job = (await apiCall(t, 'GET', `/api/jobs/${jobId}`, { cookie: german(customer) })).json();
  expect(namesOf(job.services)).toEqual(['Wohnungsreinigung']);
  expect(job.price.lines.map((line: { name: string }) => line.name)).toEqual(['Wohnungsreinigung']);
  const list = (await apiCall(t, 'GET', '/api/jobs', { cookie: german(customer) })).json();
  expect(namesOf(list.jobs.find((listed: { id: string }) => listed.id === jobId).services)).toEqual(['Wohnungsreinigung']);
  expect(namesOf((await apiCall(t, 'GET', `/api/jobs/${jobId}`, { cookie: customer })).json().services)).toEqual(['Home cleaning']);
});

it('shows the provider and the manager the services in their language', async () => {
  expect(namesOf((await apiCall(t, 'GET', `/api/provider/jobs/${jobId}`, { cookie: german(provider) })).json().services)).toEqual(['Wohnungsreinigung']);
  expect(namesOf((await apiCall(t, 'GET', `/api/provider/jobs/${jobId}`, { cookie: provider })).json().services)).toEqual(['Home cleaning']);
  const requests = (await apiCall(t, 'GET', '/api/provider/requests', { cookie: german(provider) })).json().requests;
  expect(namesOf(requests.find((request: { id: string }) => request.id === jobId).services)).toEqual(['Wohnungsreinigung']);
  expect(namesOf((await apiCall(t, 'GET', `/api/markets/nyc/jobs/${jobId}/desk`, { cookie: german(manager) })).json().services)).toEqual(['Wohnungsreinigung']);
  expect(namesOf((await apiCall(t, 'GET', `/api/markets/nyc/jobs/${jobId}/desk`, { cookie: manager })).json().services)).toEqual(['Home cleaning']);
});

it('falls back to the name at booking when the service has no German', async () => {
  await t.db.deleteFrom('service_translations').where('service_id', '=', 'home-cleaning').execute();
  expect(namesOf((await apiCall(t, 'GET', `/api/jobs/${jobId}`, { cookie: german(customer) })).json().services)).toEqual(['Home cleaning']);
});
