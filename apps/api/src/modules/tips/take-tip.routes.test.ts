import { randomUUID } from 'node:crypto';
import { testDeps } from '../../test-support/job-fixtures';
import { expectReconciled } from '../../test-support/ledger-assertions';
import { apiCall, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { getTips, postTip, tipBalances, tipBody, tippableJob, tipTestWorld } from '../../test-support/tip-fixtures';
import { giveTip } from './give-tip';
import { takeHeldTips } from './take-tip';
import { findSessionUser } from '../auth/users.repository';

/** A tip the gateway could not take at once, and whom a tip tells (docs/payments.md, "Tips"; docs/notifications.md). */
let t: TestApp;
let customer: string;
let provider: string;
let customerId: string;
let maria: string;

beforeAll(async () => {
  ({ t, customer, provider, customerId, maria } = await tipTestWorld());
});
afterAll(() => t.close());
afterEach(async () => {
  await expectReconciled(t);
});

it('keeps a tip held on the card through a gateway outage at capture; the same key, or the minute’s sweep, takes it once', async () => {
  const paid = await tippableJob(t, customerId, maria);
  const user = (await findSessionUser(t.db, customerId))!;
  const down = testDeps(t);
  down.gateway = { ...down.gateway, capture: async () => Promise.reject(new Error('gateway timeout')) };
  const body = tipBody(600);
  await expect(giveTip(down, user, paid.jobId, body)).rejects.toThrow('gateway timeout');
  const held = (await getTips(t, customer, paid.jobId)).json();
  expect(held.tips).toEqual([expect.objectContaining({ amountMinor: 600, status: 'pending' })]);
  // Held, it already counts against what may be tipped.
  expect(held.maxMinor).toBe(paid.totalMinor - 600);
  await expect(giveTip(down, user, paid.jobId, tipBody(700))).rejects.toThrow('gateway timeout');

  // The sweep leaves a fresh hold alone (the request may still be taking it), then takes the older ones.
  await takeHeldTips(testDeps(t));
  expect((await getTips(t, customer, paid.jobId)).json().tips.map((tip: { status: string }) => tip.status)).toEqual(['pending', 'pending']);
  const retried = await postTip(t, customer, paid.jobId, body);
  expect(retried.json()).toMatchObject({ amountMinor: 600, status: 'paid' });
  const later = testDeps(t, () => new Date(TEST_NOW + 5 * 60_000));
  await takeHeldTips(later);
  await takeHeldTips(later);
  const tips = (await getTips(t, customer, paid.jobId)).json().tips as Array<{ id: string; status: string }>;
  expect(tips.map((tip) => tip.status)).toEqual(['paid', 'paid']);
  for (const tip of tips) expect(Object.keys(await tipBalances(t, tip.id)).sort()).toEqual(['gateway_clearing', 'provider_payable']);
  const captures = await t.db.selectFrom('ledger_transactions').innerJoin('tips', 'tips.payment_id', 'ledger_transactions.payment_id').select('ledger_transactions.id').where('tips.job_id', '=', paid.jobId).where('ledger_transactions.kind', '=', 'capture').execute();
  expect(captures).toHaveLength(2);
});

it('tells the provider on the channels they chose: with the email turned off, in the app only', async () => {
  const change = await apiCall(t, 'PUT', '/api/notifications/preferences', { cookie: provider, body: { changes: [{ event: 'tip_received', channel: 'email', enabled: false }] } });
  expect(change.statusCode).toBe(200);
  expect(change.json().events.find((row: { event: string }) => row.event === 'tip_received')).toMatchObject({ label: 'Tip received', channels: { email: false, sms: false, in_app: true } });
  const paid = await tippableJob(t, customerId, maria);
  const tip = (await postTip(t, customer, paid.jobId, tipBody(500, { idempotencyKey: randomUUID() }))).json();
  const told = await t.db.selectFrom('notifications').select(['channel', 'status']).where('dedupe_key', '=', `tip:${tip.id}`).execute();
  expect(told).toEqual([{ channel: 'in_app', status: 'sent' }]);
  const inbox = (await apiCall(t, 'GET', '/api/notifications', { cookie: provider })).json();
  expect(inbox.items.find((item: { link: string }) => item.link === `/provider/job/${paid.jobId}`)).toMatchObject({ title: 'You received a tip of $5.00' });
  // The customer is not told of their own tip.
  expect((await apiCall(t, 'GET', '/api/notifications', { cookie: customer })).json().items.some((item: { title: string }) => item.title.includes('tip'))).toBe(false);
});
