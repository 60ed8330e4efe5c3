import { insertTestJob, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

let t: TestApp;
let providerId: string;
beforeAll(async () => {
  t = await createTestApp();
  providerId = await providerIdOf(t.db, 'provider@example.com');
  const customers = [await userIdOf(t.db, 'customer@example.com'), await createUser(t.db, { email: 'jo@example.com', name: 'Jo Anne Smith-Jones', roles: ['customer'] })];
  for (let i = 0; i < 12; i += 1) {
    const start = new Date(TEST_NOW - (30 + i) * 24 * 3_600_000);
    const jobId = await insertTestJob(t.db, { customerId: customers[i % 2]!, providerId, marketId: 'nyc', start, status: 'completed' });
    await t.db.insertInto('reviews').values({ job_id: jobId, rating: 1 + (i % 5), comment: i === 0 ? 'Spotless!' : null, created_at: new Date(TEST_NOW - i * 3_600_000) }).execute();
  }
});
afterAll(() => t.close());

describe('GET /api/providers/:providerId/reviews', () => {
  it('pages the reviews newest first, with the customer first name only', async () => {
    const first = await apiCall(t, 'GET', `/api/providers/${providerId}/reviews`);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.reviews).toHaveLength(10);
    expect(page.reviews[0]).toEqual({ firstName: expect.any(String), rating: 1, comment: 'Spotless!', createdAt: expect.any(String) });
    expect(page.reviews[1].firstName).toBe('Jo');
    expect(JSON.stringify(page)).not.toMatch(/Smith|@example/);
    const second = (await apiCall(t, 'GET', `/api/providers/${providerId}/reviews?page=2`)).json();
    expect(second.reviews.length).toBe(page.total - 10);
  });

  it('is 400 for a page that is not a number and 404 for an unknown provider', async () => {
    expect((await apiCall(t, 'GET', `/api/providers/${providerId}/reviews?page=x`)).statusCode).toBe(400);
    expect((await apiCall(t, 'GET', '/api/providers/00000000-0000-4000-8000-000000000000/reviews')).statusCode).toBe(404);
  });
});
