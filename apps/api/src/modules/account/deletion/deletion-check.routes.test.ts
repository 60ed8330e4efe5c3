import { insertTestJob, userIdOf } from '../../../test-support/job-fixtures';
import { insertPaidJob } from '../../../test-support/paid-job-fixtures';
import { apiCall, createTestApp, createUser, loginAs, providerIdOf, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';

/** GET /api/account/deletion: whether the account can go now, what it cancels, what is kept (docs/account-page.md). */
const HOUR_MS = 3_600_000;
let t: TestApp;
let maria: string;
beforeAll(async () => {
  t = await createTestApp();
  maria = await providerIdOf(t.db, 'provider@example.com');
});
afterAll(() => t.close());

const check = async (cookie: string) => {
  const response = await apiCall(t, 'GET', '/api/account/deletion', { cookie });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
};
async function freshCustomer(email: string) {
  const id = await createUser(t.db, { email, roles: ['customer'] });
  return { id, cookie: await loginAs(t.app, email) };
}

describe('the deletion check', () => {
  it('the demo customer may go: their upcoming jobs (their plan’s visits too) would be cancelled at the fee the job page quotes now', async () => {
    const cookie = await loginAs(t.app, 'customer@example.com');
    const customerId = await userIdOf(t.db, 'customer@example.com');
    const upcoming = await t.db.selectFrom('jobs').select('id').where('customer_id', '=', customerId).where('status', '=', 'confirmed').where('plan_id', 'is', null).executeTakeFirstOrThrow();
    const visits = await t.db.selectFrom('jobs').select('id').where('customer_id', '=', customerId).where('plan_id', 'is not', null).orderBy('start_at').execute();
    // Past its free-cancellation deadline, so the fee is not zero.
    await t.db.updateTable('jobs').set({ free_cancellation_until: new Date(TEST_NOW - HOUR_MS) }).where('id', '=', upcoming.id).execute();
    const body = await check(cookie);
    expect(body.allowed).toBe(true);
    expect(body.blockers).toEqual([]);
    expect(body.jobsToReassign).toEqual([]);
    const quote = (await apiCall(t, 'GET', `/api/jobs/${upcoming.id}/cancellation`, { cookie })).json();
    expect(body.jobsToCancel).toEqual([
      { jobId: upcoming.id, status: 'confirmed', start: expect.any(String), timeZone: 'America/New_York', services: expect.any(String), feeMinor: quote.feeMinor, currency: 'USD' },
      ...visits.map((visit) => ({ jobId: visit.id, status: 'confirmed', start: expect.any(String), timeZone: 'America/New_York', services: expect.any(String), feeMinor: 0, currency: 'USD' })),
    ]);
    expect(quote.feeMinor).toBeGreaterThan(0);
    expect(body.kept.join(' ')).toMatch(/10 years after the end of the year they were issued/);
  });

  it('the demo provider may not: a job under way and earnings not paid out; the upcoming ones would go back to the market', async () => {
    const body = await check(await loginAs(t.app, 'provider@example.com'));
    expect(body.allowed).toBe(false);
    const kinds = body.blockers.map((blocker: { kind: string }) => blocker.kind);
    expect(kinds).toContain('job_in_progress');
    expect(kinds).toContain('payout_pending');
    expect(body.blockers.find((blocker: { kind: string }) => blocker.kind === 'payout_pending').message).toMatch(/^\$[\d,.]+ of your earnings is not paid out yet/);
    expect(body.jobsToReassign.length).toBeGreaterThan(0);
    expect(body.jobsToReassign.every((job: { feeMinor: number }) => job.feeMinor === 0)).toBe(true);
    expect(body.kept.join(' ')).toMatch(/Your payouts/);
  });

  it('refuses while a job of the customer has started and is not closed, or an invoice is unpaid', async () => {
    const { id, cookie } = await freshCustomer('check.open@example.com');
    const stale = await insertTestJob(t.db, { customerId: id, providerId: maria, marketId: 'nyc', start: new Date(TEST_NOW - 30 * 24 * HOUR_MS), status: 'confirmed' });
    const paid = await insertPaidJob(t, { customerId: id, providerId: maria, marketId: 'nyc', start: new Date(TEST_NOW - 40 * 24 * HOUR_MS) });
    await t.db.updateTable('invoices').set({ status: 'open' }).where('id', '=', paid.invoiceId).execute();
    const body = await check(cookie);
    expect(body.allowed).toBe(false);
    expect(body.blockers.map((blocker: { kind: string; jobId: string }) => [blocker.kind, blocker.jobId])).toEqual([
      ['job_not_closed', stale],
      ['unpaid_invoice', paid.jobId],
    ]);
    expect(body.blockers[1].message).toMatch(/^Invoice NYC-\d{6} \(\$[\d,.]+\) is not paid yet/);
  });

  it('refuses the last admin, and not once there is another', async () => {
    const cookie = await loginAs(t.app, 'admin@example.com');
    expect((await check(cookie)).blockers).toEqual([{ kind: 'last_admin', jobId: null, message: expect.stringMatching(/^You are the only admin/) }]);
    await createUser(t.db, { email: 'second.admin@example.com', roles: ['admin'] });
    expect(await check(cookie)).toMatchObject({ allowed: true, blockers: [] });
  });

  it('needs a session (401)', async () => {
    expect((await apiCall(t, 'GET', '/api/account/deletion')).statusCode).toBe(401);
  });
});
