import { planCancelReasons, skippedReason } from '../../i18n/recorded-reasons';
import { testDeps } from '../../test-support/job-fixtures';
import { expectReconciled } from '../../test-support/ledger-assertions';
import { messagesOf } from '../../test-support/notification-fixtures';
import { bookPlanThroughApi, planCustomer, planOfJob, planProvider, visitsOf } from '../../test-support/plan-fixtures';
import { apiCall, createTestApp, firstProviderIn, loginAs, type TestApp } from '../../test-support/test-app';
import { generatePlanVisits } from './generate-visits';

/**
 * docs/repeat-business.md: skip one visit, change the plan for the future, pause, resume and end
 * it; fees under each visit's policy (24 hours free, then 25 % in New York), the money reconciled.
 */
let t: TestApp;
let cookie: string;
let planId: string;
let providerId: string;
/** Moves the clock, and logs in again there (a session unused for 14 days ends). */
async function at(iso: string): Promise<void> {
  t.clock.set(Date.parse(iso));
  cookie = await loginAs(t.app, 'changing@example.com');
}
const visitOn = async (occurrence: string) => (await visitsOf(t, planId)).find((visit) => visit.plan_occurrence === occurrence)!;
const reasonOf = async (jobId: string) => (await t.db.selectFrom('job_events').select('reason').where('job_id', '=', jobId).orderBy('id', 'desc').executeTakeFirstOrThrow()).reason;
const plan = async () => (await apiCall(t, 'GET', `/api/plans/${planId}`, { cookie })).json().plan;

beforeAll(async () => {
  t = await createTestApp();
  providerId = await planProvider(t);
  cookie = (await planCustomer(t, 'changing@example.com')).cookie;
  // Weekly on Fridays at 10:00 from 27 November (15:00 UTC).
  const placed = await bookPlanThroughApi(t, cookie, providerId, new Date('2026-11-27T15:00:00Z'), { everyWeeks: 1 });
  planId = await planOfJob(t, placed.json().job.id);
}, 60_000);
afterAll(() => t.close());

describe('skipping a visit', () => {
  it('costs the fee the job quotes inside its window, is recorded as skipped and told to the provider', async () => {
    await at('2026-11-26T16:00:00Z'); // Thursday 11:00: the visit is 23 hours away
    const visit = await visitOn('2026-11-27');
    const quote = (await apiCall(t, 'GET', `/api/jobs/${visit.id}/cancellation`, { cookie })).json();
    expect(quote.feeMinor).toBe(Math.floor((visit.total_minor * 2500 + 5000) / 10_000));
    const skipped = await apiCall(t, 'POST', `/api/plans/${planId}/visits/${visit.id}/skip`, { cookie });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().plan.visits.find((v: { jobId: string }) => v.jobId === visit.id)).toMatchObject({ status: 'cancelled', skipped: true });
    expect(await visitOn('2026-11-27')).toMatchObject({ status: 'cancelled', cancellation_fee_minor: quote.feeMinor });
    expect(await reasonOf(visit.id)).toBe(skippedReason);
    const told = await messagesOf(t, 'visit_skipped', visit.id);
    expect(told.map((message) => `${message.payload.audience} ${message.channel}`)).toEqual(expect.arrayContaining(['customer email', 'provider email', 'provider in_app']));
    expect(await messagesOf(t, 'cancelled', visit.id)).toEqual([]);
    await expectReconciled(t);
  });

  it('is free before the window, and the occurrence is never made again', async () => {
    await at('2026-11-26T16:00:00Z');
    const visit = await visitOn('2026-12-04');
    expect((await apiCall(t, 'POST', `/api/plans/${planId}/visits/${visit.id}/skip`, { cookie })).statusCode).toBe(200);
    expect(await visitOn('2026-12-04')).toMatchObject({ status: 'cancelled', cancellation_fee_minor: 0 });
    expect(await generatePlanVisits(testDeps(t), planId)).toBe(0);
    expect((await visitsOf(t, planId)).filter((v) => v.plan_occurrence === '2026-12-04')).toHaveLength(1);
  });

  it('refuses a visit that is cancelled, started or over (409), and a job of no such visit (404)', async () => {
    await at('2026-12-11T15:30:00Z'); // half an hour into the 11 December visit
    const started = await visitOn('2026-12-11');
    expect((await apiCall(t, 'POST', `/api/plans/${planId}/visits/${started.id}/skip`, { cookie })).statusCode).toBe(409);
    const skipped = await visitOn('2026-12-04');
    expect((await apiCall(t, 'POST', `/api/plans/${planId}/visits/${skipped.id}/skip`, { cookie })).statusCode).toBe(409);
    const other = (await t.db.selectFrom('jobs').select('id').where('plan_id', 'is', null).where('status', '=', 'confirmed').executeTakeFirstOrThrow()).id;
    expect((await apiCall(t, 'POST', `/api/plans/${planId}/visits/${other}/skip`, { cookie })).statusCode).toBe(404);
  });
});

describe('changing the plan for the future', () => {
  it('moves the visits outside their fee window to the new day and time (cancelled free, made again); the one inside stays', async () => {
    await at('2026-12-10T16:00:00Z'); // Thursday 11:00: the Friday visit is inside its window
    const changed = await apiCall(t, 'PATCH', `/api/plans/${planId}`, { cookie, body: { weekday: 6, localTime: '14:00' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().plan).toMatchObject({ weekday: 6, localTime: '14:00' });
    const visits = await visitsOf(t, planId);
    expect((await visitOn('2026-12-11')).status).toBe('requested');
    const released = visits.filter((visit) => visit.status === 'cancelled' && visit.plan_occurrence === null);
    // Those made when the plan was (its window then ended on 19 January).
    expect(released.map((visit) => new Date(visit.start_at).toISOString().slice(0, 10))).toEqual(['2026-12-18', '2026-12-25', '2027-01-01', '2027-01-08', '2027-01-15']);
    expect(released.every((visit) => visit.cancellation_fee_minor === 0)).toBe(true);
    expect(await reasonOf(released[0]!.id)).toBe(planCancelReasons.change);
    const saturdays = visits.filter((visit) => visit.status === 'requested' && visit.plan_occurrence! > '2026-12-11');
    expect(saturdays.map((visit) => visit.plan_occurrence)).toEqual(['2026-12-19', '2026-12-26', '2027-01-02', '2027-01-09', '2027-01-16', '2027-01-23', '2027-01-30']);
    expect(saturdays.every((visit) => new Date(visit.start_at).getUTCHours() === 19)).toBe(true);
    await expectReconciled(t);
  });

  it('gives the future visits to another provider who serves the market and the services, and refuses one who does not', async () => {
    await at('2026-12-10T16:00:00Z');
    const berlin = await firstProviderIn(t.db, 'berlin');
    const refused = await apiCall(t, 'PATCH', `/api/plans/${planId}`, { cookie, body: { providerId: berlin.id } });
    expect([refused.statusCode, Object.keys(refused.json().error.fieldErrors)]).toEqual([400, ['providerId']]);
    const other = await planProvider(t, [providerId]);
    const changed = await apiCall(t, 'PATCH', `/api/plans/${planId}`, { cookie, body: { providerId: other } });
    expect(changed.json().plan.providerId).toBe(other);
    const ahead = (await visitsOf(t, planId)).filter((visit) => visit.status === 'requested' && visit.plan_occurrence! > '2026-12-11');
    expect(ahead).toHaveLength(7);
    expect(ahead.every((visit) => visit.provider_id === other)).toBe(true);
    providerId = other;
  });
});

describe('pausing, resuming and ending', () => {
  it('pauses: no new visits; those outside their window cancelled free, the one inside it kept', async () => {
    await at('2026-12-18T20:00:00Z'); // Friday 15:00: Saturday's visit is 23 hours away
    const paused = (await apiCall(t, 'POST', `/api/plans/${planId}/pause`, { cookie })).json().plan;
    expect([paused.status, paused.can]).toEqual(['paused', { change: true, pause: false, resume: true, end: true }]);
    expect((await visitOn('2026-12-19')).status).toBe('requested');
    const open = (await visitsOf(t, planId)).filter((visit) => visit.status !== 'cancelled' && visit.plan_occurrence! > '2026-12-19');
    expect(open).toEqual([]);
    t.clock.set(Date.parse('2026-12-30T12:00:00Z'));
    expect(await generatePlanVisits(testDeps(t), planId)).toBe(0);
    expect((await apiCall(t, 'POST', `/api/plans/${planId}/pause`, { cookie })).statusCode).toBe(409);
    await expectReconciled(t);
  });

  it('resumes: the visits are made again from now on, on the plan’s rhythm', async () => {
    await at('2026-12-30T12:00:00Z');
    const resumed = (await apiCall(t, 'POST', `/api/plans/${planId}/resume`, { cookie })).json().plan;
    expect(resumed.status).toBe('active');
    const ahead = (await visitsOf(t, planId)).filter((visit) => visit.status === 'requested' && visit.plan_occurrence! > '2026-12-30');
    expect(ahead.map((visit) => visit.plan_occurrence)).toEqual(['2027-01-02', '2027-01-09', '2027-01-16', '2027-01-23', '2027-01-30', '2027-02-06', '2027-02-13', '2027-02-20']);
    await expectReconciled(t);
  });

  it('ends: each visit ahead cancelled with exactly the fee the ending quote showed', async () => {
    await at('2027-01-01T20:00:00Z'); // Friday 15:00: Saturday's visit is inside its window
    const quote = (await apiCall(t, 'GET', `/api/plans/${planId}/ending`, { cookie })).json();
    expect(quote.visits).toHaveLength(8);
    expect(quote.visits.filter((visit: { feeMinor: number }) => visit.feeMinor > 0)).toHaveLength(1);
    expect(quote.totalFeeMinor).toBe(quote.visits[0].feeMinor);
    const ended = (await apiCall(t, 'POST', `/api/plans/${planId}/end`, { cookie })).json().plan;
    expect([ended.status, ended.can, ended.endedAt]).toEqual(['ended', { change: false, pause: false, resume: false, end: false }, '2027-01-01T20:00:00.000Z']);
    const charged = await t.db.selectFrom('jobs').select(['id', 'cancellation_fee_minor', 'status']).where('id', 'in', quote.visits.map((visit: { jobId: string }) => visit.jobId)).execute();
    expect(Object.fromEntries(charged.map((job) => [job.id, [job.status, job.cancellation_fee_minor]]))).toEqual(
      Object.fromEntries(quote.visits.map((visit: { jobId: string; feeMinor: number }) => [visit.jobId, ['cancelled', visit.feeMinor]])),
    );
    const fees = await t.db.selectFrom('invoices').select(['job_id', 'total_minor', 'kind']).where('job_id', 'in', quote.visits.map((visit: { jobId: string }) => visit.jobId)).execute();
    expect(fees).toEqual([{ job_id: quote.visits[0].jobId, total_minor: quote.totalFeeMinor, kind: 'cancellation_fee' }]);
    expect(await reasonOf(quote.visits[1].jobId)).toBe(planCancelReasons.end);
    expect((await apiCall(t, 'POST', `/api/plans/${planId}/end`, { cookie })).statusCode).toBe(409);
    expect((await apiCall(t, 'PATCH', `/api/plans/${planId}`, { cookie, body: { localTime: '12:00' } })).statusCode).toBe(409);
    expect((await apiCall(t, 'GET', `/api/plans/${planId}/ending`, { cookie })).json()).toMatchObject({ visits: [], totalFeeMinor: 0 });
    await at('2027-01-20T12:00:00Z');
    expect(await generatePlanVisits(testDeps(t), planId)).toBe(0);
    expect((await plan()).status).toBe('ended');
    await expectReconciled(t);
  });
});
