import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { providerWithoutMoney } from '../../test-support/captured-job-fixtures';
import { testDeps, userIdOf } from '../../test-support/job-fixtures';
import { insertPaidJob, jobBalances, type PaidJob } from '../../test-support/paid-job-fixtures';
import { expectReconciled } from '../../test-support/ledger-assertions';
import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { completeAtEnd } from '../../test-support/problem-fixtures';
import { defaultRateLimits } from '../../config';
import { jobComponents, shareOf } from '../ledger';
import { runPayoutBatch } from '../payouts/run-payout-batch';

/**
 * Problem cases (docs/problems.md) on the real database: the window, who may do what, the hold
 * of the job's earnings in the ledger (skipped by the payout batch, paid by the next one after
 * release), the three outcomes through the refunds path, one open case per job; the ledger
 * reconciles after each test.
 */
const HOUR_MS = 3_600_000;
let t: TestApp;
let customer: string;
let manager: string;
let provider: string;
let stranger: string;
let customerId: string;
let providerId: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...defaultRateLimits, problemWritePerUser: { limit: 1_000, windowSeconds: 3_600 }, problemWritePerAddress: { limit: 1_000, windowSeconds: 3_600 } } });
  customer = await loginAs(t.app, 'customer@example.com');
  manager = await loginAs(t.app, 'manager@example.com');
  // The demo provider: not on these jobs.
  stranger = await loginAs(t.app, 'provider@example.com');
  customerId = await userIdOf(t.db, 'customer@example.com');
  const fresh = await providerWithoutMoney(t, 'nyc');
  providerId = fresh.id;
  provider = await loginAs(t.app, fresh.email);
});
afterAll(() => t.close());
afterEach(async () => {
  await expectReconciled(t);
});

let slot = 0;
/** A paid job that ended `hoursAgo` hours ago (each at its own time). */
async function completedJob(hoursAgo: number): Promise<PaidJob> {
  const job = await insertPaidJob(t, { customerId, providerId, marketId: 'nyc', start: new Date(TEST_NOW - (hoursAgo + 3) * HOUR_MS - (slot += 1) * 60_000) });
  // Completed when it ended (the fixture records its steps at booking).
  await completeAtEnd(t.db, job.jobId);
  return job;
}
const post = (cookie: string, url: string, body: unknown) => apiCall(t, 'POST' as InjectOptions['method'], url, { cookie, body });
const report = (cookie: string, jobId: string, body: unknown = { reason: 'poor_quality', description: 'The windows are still streaky.\nThe kitchen was not done.' }) =>
  post(cookie, `/api/jobs/${jobId}/problems`, body);
const get = (cookie: string, jobId: string) => apiCall(t, 'GET', `/api/jobs/${jobId}/problems`, { cookie });
const step = (cookie: string, jobId: string, caseId: string, body: unknown) => post(cookie, `/api/jobs/${jobId}/problems/${caseId}/steps`, body);
const resolve = (cookie: string, jobId: string, caseId: string, body: Record<string, unknown>) =>
  post(cookie, `/api/jobs/${jobId}/problems/${caseId}/resolution`, { reason: 'Photos show the kitchen was skipped', idempotencyKey: randomUUID(), ...body });
const earningsOf = async (jobId: string) => jobComponents(await t.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow()).providerEarnings;
const payoutsOfProvider = async () => t.db.selectFrom('payouts').select(['amount_minor', 'status']).where('provider_id', '=', providerId).orderBy('created_at').execute();
const batch = () => runPayoutBatch(testDeps(t));

describe('reporting', () => {
  it('opens a case within the window and holds the job’s earnings; no-store; one open case per job; the desk and the provider see it', async () => {
    const job = await completedJob(10);
    const earnings = await earningsOf(job.jobId);
    const opened = await report(customer, job.jobId);
    expect(opened.statusCode).toBe(201);
    expect(opened.headers['cache-control']).toContain('no-store');
    const answer = opened.json();
    expect(answer.can).toEqual({ report: false, answer: true, manage: false, addPhoto: true });
    expect(answer.cases).toEqual([
      expect.objectContaining({ reason: 'poor_quality', status: 'open', outcome: null, hold: 'held', heldMinor: earnings, steps: [expect.objectContaining({ kind: 'opened', by: 'customer' })] }),
    ]);
    expect(await jobBalances(t, job.jobId)).toMatchObject({ provider_held: -earnings, provider_payable: 0 });
    // One open case per job.
    expect((await report(customer, job.jobId)).statusCode).toBe(409);
    const seen = await get(manager, job.jobId);
    expect(seen.headers['cache-control']).toContain('no-store');
    expect(seen.json().can).toEqual({ report: false, answer: false, manage: true, addPhoto: false });
    expect(seen.json().refundableMinor).toBe(job.totalMinor);
    expect((await get(provider, job.jobId)).json().cases[0].hold).toBe('held');
    // The provider's payments page shows it held, apart from what is payable.
    const payments = (await apiCall(t, 'GET', `/api/providers/${providerId}/payments`, { cookie: provider })).json();
    expect(payments.earnings.find((row: { jobId: string }) => row.jobId === job.jobId)).toMatchObject({ heldMinor: earnings, payout: null });
    expect(payments.balances.find((row: { currency: string }) => row.currency === 'USD').heldMinor).toBe(earnings);
    // On the job's history.
    const history = (await apiCall(t, 'GET', `/api/markets/nyc/jobs/${job.jobId}/desk`, { cookie: manager })).json().history as Array<{ reason: string }>;
    expect(history.at(-1)!.reason).toBe('Problem reported: Poor quality');
    // The provider and the market's managers are told.
    const told = await t.db.selectFrom('notifications').select(['event', 'user_id']).where('job_id', '=', job.jobId).where('event', '=', 'problem_reported').where('channel', '=', 'in_app').execute();
    expect(told.length).toBeGreaterThanOrEqual(2);
  });

  it('follows the market’s problemWindowHours setting: refused after a narrower window, accepted within it and within a wider one', async () => {
    const settingsOf = async () => (await apiCall(t, 'GET', '/api/markets/nyc/settings', { cookie: manager })).json() as Record<string, unknown> & { version: number };
    const setWindow = async (problemWindowHours: number) => {
      const saved = await apiCall(t, 'PUT', '/api/markets/nyc/settings', { cookie: manager, body: { ...(await settingsOf()), problemWindowHours } });
      expect([saved.statusCode, saved.json().problemWindowHours]).toEqual([200, problemWindowHours]);
    };
    try {
      await setWindow(24);
      const late = await completedJob(30);
      expect((await get(customer, late.jobId)).json().can.report).toBe(false);
      const refused = await report(customer, late.jobId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('A problem can be reported within 24 hours after the job was completed.');
      const recent = await completedJob(20);
      expect((await report(customer, recent.jobId)).statusCode).toBe(201);
      // Wider than the default: a job completed 100 hours ago may be reported again.
      await setWindow(120);
      expect((await get(customer, late.jobId)).json().can.report).toBe(true);
      const older = await completedJob(100);
      expect((await report(customer, older.jobId)).statusCode).toBe(201);
      const history = (await apiCall(t, 'GET', '/api/markets/nyc/settings/history', { cookie: manager })).json().changes as Array<{ changes: unknown[] }>;
      expect(history[0]!.changes).toEqual([{ field: 'problemWindowHours', before: 24, after: 120 }]);
    } finally {
      await setWindow(72);
    }
  });

  it('refuses after the window (409), the provider (403), anyone else (404), and a malformed body (400)', async () => {
    const late = await completedJob(73);
    expect((await get(customer, late.jobId)).json().can.report).toBe(false);
    const refused = await report(customer, late.jobId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('A problem can be reported within 72 hours after the job was completed.');
    const job = await completedJob(5);
    expect((await report(provider, job.jobId)).statusCode).toBe(403);
    expect((await report(stranger, job.jobId)).statusCode).toBe(404);
    expect((await get(stranger, job.jobId)).statusCode).toBe(404);
    const bad = await report(customer, job.jobId, { reason: 'bored', description: 'x'.repeat(2001) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(['description', 'reason']);
    expect(await t.db.selectFrom('problem_cases').select('id').where('job_id', '=', job.jobId).execute()).toEqual([]);
  });
});

describe('steps', () => {
  it('the provider answers; the team asks the customer (waiting for them), the customer answers (open again); only the team asks', async () => {
    const job = await completedJob(8);
    const caseId = (await report(customer, job.jobId)).json().cases[0].id as string;
    expect((await step(provider, job.jobId, caseId, { kind: 'answer', body: 'I cleaned every window.' })).statusCode).toBe(200);
    expect((await step(provider, job.jobId, caseId, { kind: 'ask_customer', body: 'Hm' })).statusCode).toBe(403);
    expect((await step(manager, job.jobId, caseId, { kind: 'answer', body: 'Hm' })).statusCode).toBe(403);
    const asked = await step(manager, job.jobId, caseId, { kind: 'ask_customer', body: 'Could you add a photo of the kitchen?' });
    expect(asked.json().cases[0].status).toBe('waiting_customer');
    const answered = await step(customer, job.jobId, caseId, { kind: 'answer', body: 'Here it is.' });
    expect(answered.json().cases[0].status).toBe('open');
    expect(answered.json().cases[0].steps.map((s: { kind: string; by: string }) => `${s.kind}:${s.by}`)).toEqual(['opened:customer', 'answered:provider', 'asked_customer:market', 'answered:customer']);
    expect((await step(stranger, job.jobId, caseId, { kind: 'answer', body: 'Hi' })).statusCode).toBe(404);
    expect((await step(customer, job.jobId, randomUUID(), { kind: 'answer', body: 'Hi' })).statusCode).toBe(404);
    await resolve(manager, job.jobId, caseId, { outcome: 'none' });
  });
});

describe('held earnings and the outcomes', () => {
  it('a held job is skipped by the payout batch; a partial refund through the case reduces what the next batch pays; the ledger balances', async () => {
    // Whatever else the provider is owed goes out first.
    await batch();
    const job = await completedJob(6);
    const earnings = await earningsOf(job.jobId);
    const caseId = (await report(customer, job.jobId)).json().cases[0].id as string;
    const before = (await payoutsOfProvider()).length;
    await batch();
    expect(await payoutsOfProvider()).toHaveLength(before);

    expect((await resolve(customer, job.jobId, caseId, { outcome: 'none' })).statusCode).toBe(403);
    expect((await resolve(manager, job.jobId, caseId, { outcome: 'partial_refund' })).statusCode).toBe(400);
    const resolved = await resolve(manager, job.jobId, caseId, { outcome: 'partial_refund', amountMinor: 1_000 });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().cases[0]).toMatchObject({ status: 'resolved', outcome: 'partial_refund', refundMinor: 1_000, hold: 'released', resolutionReason: 'Photos show the kitchen was skipped' });
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', job.jobId).executeTakeFirstOrThrow();
    const share = shareOf(jobComponents(row), 1_000).providerEarnings;
    expect(await jobBalances(t, job.jobId)).toMatchObject({ provider_held: 0, provider_payable: -(earnings - share), gateway_clearing: job.totalMinor - 1_000 });
    const refund = await t.db.selectFrom('refunds').select(['amount_minor', 'status', 'credit_note_number']).where('job_id', '=', job.jobId).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ amount_minor: 1_000, status: 'succeeded' });
    expect(refund.credit_note_number).not.toBeNull();
    await expectReconciled(t);

    await batch();
    const after = await payoutsOfProvider();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toEqual({ amount_minor: earnings - share, status: 'paid' });
    // Both sides were told.
    const told = await t.db.selectFrom('notifications').select('user_id').where('job_id', '=', job.jobId).where('event', '=', 'problem_resolved').where('channel', '=', 'in_app').execute();
    expect(told).toHaveLength(2);
  });

  it('the payments page: a payout made while a job is held does not list it; after the release the job waits for the next payout, which pays it less the refund', async () => {
    await batch();
    type Page = {
      earnings: Array<{ jobId: string; heldMinor?: number; earningsMinor: number; payout: { id: string; status: string } | null }>;
      payouts: Array<{ id: string; covers: Array<{ jobId: string; amountMinor: number }> }>;
    };
    const paymentsPage = async () => (await apiCall(t, 'GET', `/api/providers/${providerId}/payments`, { cookie: provider })).json<Page>();
    const held = await completedJob(7);
    const other = await completedJob(8);
    const earnings = await earningsOf(held.jobId);
    const caseId = (await report(customer, held.jobId)).json().cases[0].id as string;
    // The other job's earnings go out; the held job's capture and hold (netting to nothing) are not listed as paid.
    const earlier = new Set((await paymentsPage()).payouts.map((payout) => payout.id));
    await batch();
    let page = await paymentsPage();
    const whileHeld = page.payouts.find((payout) => !earlier.has(payout.id))!;
    earlier.add(whileHeld.id);
    expect(whileHeld.covers.map((cover) => cover.jobId)).toEqual([other.jobId]);
    expect(page.earnings.find((earning) => earning.jobId === held.jobId)).toMatchObject({ heldMinor: earnings, payout: null });

    expect((await resolve(manager, held.jobId, caseId, { outcome: 'partial_refund', amountMinor: 1_000 })).statusCode).toBe(200);
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', held.jobId).executeTakeFirstOrThrow();
    const share = shareOf(jobComponents(row), 1_000).providerEarnings;
    // Released, not paid yet: not the payout made while it was held.
    page = await paymentsPage();
    expect(page.earnings.find((earning) => earning.jobId === held.jobId)).toEqual(expect.objectContaining({ earningsMinor: earnings - share, payout: null }));
    expect(page.earnings.find((earning) => earning.jobId === held.jobId)?.heldMinor).toBeUndefined();

    await batch();
    page = await paymentsPage();
    const next = page.payouts.find((payout) => !earlier.has(payout.id))!;
    expect(next.covers).toEqual([{ jobId: held.jobId, start: expect.any(String), amountMinor: earnings - share }]);
    expect(page.earnings.find((earning) => earning.jobId === held.jobId)?.payout).toEqual({ id: next.id, status: 'paid' });
  });

  it('a full refund leaves the provider nothing from the job; the same key again answers the case as resolved', async () => {
    const job = await completedJob(4);
    const caseId = (await report(customer, job.jobId)).json().cases[0].id as string;
    const key = randomUUID();
    const resolved = await resolve(manager, job.jobId, caseId, { outcome: 'full_refund', idempotencyKey: key });
    expect(resolved.json().cases[0]).toMatchObject({ outcome: 'full_refund', refundMinor: job.totalMinor });
    expect((await resolve(manager, job.jobId, caseId, { outcome: 'full_refund', idempotencyKey: key })).statusCode).toBe(200);
    expect((await resolve(manager, job.jobId, caseId, { outcome: 'none' })).statusCode).toBe(409);
    const balances = await jobBalances(t, job.jobId);
    expect([balances.provider_payable, balances.provider_held, balances.gateway_clearing]).toEqual([0, 0, 0]);
    const before = (await payoutsOfProvider()).length;
    await batch();
    expect(await payoutsOfProvider()).toHaveLength(before);
  });

  it('no refund releases the whole earnings to the next batch; earnings already paid out cannot be held', async () => {
    const job = await completedJob(3);
    const earnings = await earningsOf(job.jobId);
    const caseId = (await report(customer, job.jobId)).json().cases[0].id as string;
    await resolve(manager, job.jobId, caseId, { outcome: 'none' });
    expect(await jobBalances(t, job.jobId)).toMatchObject({ provider_held: 0, provider_payable: -earnings });
    await batch();
    expect((await payoutsOfProvider()).at(-1)).toEqual({ amount_minor: earnings, status: 'paid' });

    const paid = await completedJob(2);
    await batch();
    const opened = await report(customer, paid.jobId);
    expect(opened.json().cases[0]).toMatchObject({ hold: 'not_held', heldMinor: 0 });
    const id = opened.json().cases[0].id as string;
    await resolve(manager, paid.jobId, id, { outcome: 'none' });
  });
});

describe('the market’s dashboard', () => {
  it('lists open cases with their age and counts outcomes (its managers; 403 for others, 404 for no such market)', async () => {
    const job = await completedJob(1);
    await report(customer, job.jobId);
    const list = await apiCall(t, 'GET', '/api/markets/nyc/problems', { cookie: manager });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
    const body = list.json();
    expect(body.open).toEqual(expect.arrayContaining([expect.objectContaining({ jobId: job.jobId, status: 'open', ageHours: 0 })]));
    expect(body.outcomes).toEqual({ none: 3, partial_refund: 2, full_refund: 1 });
    expect((await apiCall(t, 'GET', '/api/markets/nyc/problems', { cookie: customer })).statusCode).toBe(403);
    expect((await apiCall(t, 'GET', '/api/markets/atlantis/problems', { cookie: manager })).statusCode).toBe(404);
  });

  it('gives the KPIs problems reported per 100 completed jobs and the median time to resolve', async () => {
    const kpis = (await apiCall(t, 'GET', '/api/markets/nyc/insights/kpis?period=7d', { cookie: manager })).json().current.values;
    const since = new Date(TEST_NOW - 7 * 24 * HOUR_MS);
    const opened = await t.db.selectFrom('problem_cases').select('id').where('market_id', '=', 'nyc').where('opened_at', '>=', since).execute();
    expect(kpis.problemsReported).toBe(opened.length);
    expect(kpis.problemsPer100Jobs).toBe(Math.round((opened.length * 1000) / kpis.completed) / 10);
    // Every case in this file was resolved at the moment it was opened (the clock stands still).
    expect(kpis.medianResolveSeconds).toBe(0);
  });
});
