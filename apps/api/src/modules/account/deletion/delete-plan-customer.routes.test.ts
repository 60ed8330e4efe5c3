import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { testDeps } from '../../../test-support/job-fixtures';
import { expectReconciled } from '../../../test-support/ledger-assertions';
import { bookPlanThroughApi, planCustomer, planOfJob, planProvider, visitsOf } from '../../../test-support/plan-fixtures';
import { apiCall, createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { generatePlanVisits } from '../../plans';

/** POST /api/account/delete for a customer with a recurring plan (docs/repeat-business.md): the plan ends, its visits ahead are cancelled, its text erased. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

it('ends the plan, cancels every visit ahead under its policy, and keeps the plan emptied', async () => {
  const providerId = await planProvider(t);
  const { cookie } = await planCustomer(t, 'leaving.planner@example.com');
  const placed = await bookPlanThroughApi(t, cookie, providerId, new Date('2026-12-01T14:00:00Z'), { everyWeeks: 2 });
  const planId = await planOfJob(t, placed.json().job.id);
  const visits = await visitsOf(t, planId);
  expect(visits).toHaveLength(4);
  const check = (await apiCall(t, 'GET', '/api/account/deletion', { cookie })).json();
  expect(check.jobsToCancel.map((job: { jobId: string }) => job.jobId).sort()).toEqual(visits.map((visit) => visit.id).sort());

  expect((await apiCall(t, 'POST', '/api/account/delete', { cookie, body: { currentPassword: DEMO_PASSWORD } })).statusCode).toBe(204);
  expect((await visitsOf(t, planId)).map((visit) => visit.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
  const plan = await t.db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirstOrThrow();
  expect(plan).toMatchObject({ status: 'ended', address_line1: '', description_html: '', contact_email: '', contact_phone: '', payment_method_id: 'erased', card_last4: null });
  expect(plan.ended_at).toEqual(new Date(TEST_NOW));
  // Nothing more is made for it.
  t.clock.set(TEST_NOW + 30 * 86_400_000);
  expect(await generatePlanVisits(testDeps(t), planId)).toBe(0);
  await expectReconciled(t);
});
