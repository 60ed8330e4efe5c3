import { defaultRateLimits } from '../../config';
import { testBankAccounts, testIdentityNumbers } from '@marketplace/contracts';
import { apiCall, createTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { createTestGateway } from '../payments/test-gateway';
import { applicationUrl, completeApplication, identityBody, newApplicant, payoutBody } from './application-fixtures';

/** The identity check, the payout account and submitting (docs/provider-onboarding.md). */
let clock = TEST_NOW;
let t: TestApp;
let pat: { userId: string; cookie: string };
let other: { userId: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...defaultRateLimits, identityCheckPerUser: { limit: 4, windowSeconds: 3600 } } }, { now: () => new Date(clock) });
  pat = await newApplicant(t, 'pat.checks@example.com', new Date(clock));
  other = await newApplicant(t, 'other.checks@example.com', new Date(clock));
});
beforeEach(async () => {
  clock += 2 * 3600_000;
  await t.db.deleteFrom('provider_applications').execute();
});
afterAll(() => t.close());

const start = async (body: object = { marketId: 'nyc' }) => (await apiCall(t, 'POST', '/api/provider-applications', { cookie: pat.cookie, body })).json().application.id as string;
const check = (id: string, body: object, cookie = pat.cookie) => apiCall(t, 'POST', applicationUrl(id, '/identity-check'), { cookie, body });
const addAccount = (id: string, body: object, cookie = pat.cookie) => apiCall(t, 'POST', applicationUrl(id, '/payout-account'), { cookie, body });
const submit = (id: string, cookie = pat.cookie) => apiCall(t, 'POST', applicationUrl(id, '/submit'), { cookie });
const stored = (id: string) => t.db.selectFrom('provider_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST …/identity-check (test mode)', () => {
  it.each([
    ['clear', testIdentityNumbers.clear],
    ['needs_review', testIdentityNumbers.needs_review],
    ['failed', testIdentityNumbers.failed],
  ])('answers %s for its test number; keeps the outcome, reference and time, never the number', async (status, idNumber) => {
    const id = await start();
    const response = await check(id, identityBody(idNumber));
    expect(response.statusCode).toBe(200);
    expect(response.json().application.identity).toEqual({ status, checkedAt: new Date(clock).toISOString() });
    expect(response.json().application.history).toEqual([{ at: new Date(clock).toISOString(), actor: 'you', action: 'identity_checked', reason: expect.any(String) }]);
    const row = await stored(id);
    expect(row.identity_reference).toMatch(/^idv_test_[0-9a-f]{24}$/);
    expect(JSON.stringify(row)).not.toContain(idNumber);
    expect(JSON.stringify(response.json())).not.toContain(idNumber);
  });

  it('refuses any other number (test mode never sees a real document), the under-18s and bad fields (400)', async () => {
    const id = await start();
    expect((await check(id, identityBody('X1234567'))).json().error.fieldErrors).toEqual({ idNumber: [expect.stringContaining('Test mode')] });
    const young = new Date(clock - 17 * 365 * 24 * 3600_000).toISOString().slice(0, 10);
    expect((await check(id, { ...identityBody(), dateOfBirth: young })).json().error.fieldErrors).toEqual({ dateOfBirth: ['Providers must be at least 18 years old'] });
    const bad = await check(id, { legalName: '', dateOfBirth: '1990-13-01', idNumber: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(['dateOfBirth', 'idNumber', 'legalName']);
  });

  it('answers 404 on someone else’s application and is rate limited per user (429)', async () => {
    const id = await start();
    expect((await check(id, identityBody(), other.cookie)).statusCode).toBe(404);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await check(id, identityBody())).statusCode).toBe(200);
    expect((await check(id, identityBody())).statusCode).toBe(429);
  });
});

describe('POST …/payout-account (test mode)', () => {
  it('tokenises the account in the market’s currency; the application keeps the reference and the last 4 only', async () => {
    const id = await start();
    const response = await addAccount(id, payoutBody());
    expect(response.statusCode).toBe(200);
    expect(response.json().application.payoutAccount).toEqual({ last4: '6789' });
    expect(JSON.stringify(response.json())).not.toContain(testBankAccounts.succeeds);
    const row = await stored(id);
    expect(row.payout_account_reference).toMatch(/^ba_test_/);
    const vault = await t.db.selectFrom('test_gateway_payout_accounts').selectAll().where('id', '=', row.payout_account_reference!).executeTakeFirstOrThrow();
    expect(vault).toMatchObject({ account_number: testBankAccounts.succeeds, currency: 'USD' });
  });

  it('pays out to a tokenised account, and the failing test account’s payouts fail', async () => {
    const id = await start();
    await addAccount(id, payoutBody(testBankAccounts.payoutsFail));
    const failing = (await stored(id)).payout_account_reference!;
    await addAccount(id, payoutBody());
    const working = (await stored(id)).payout_account_reference!;
    const gateway = createTestGateway(t.db);
    expect(await gateway.payout({ destination: working, amountMinor: 1000, currency: 'USD', idempotencyKey: `po-${clock}-1` })).toMatchObject({ ok: true });
    expect(await gateway.payout({ destination: failing, amountMinor: 1000, currency: 'USD', idempotencyKey: `po-${clock}-2` })).toMatchObject({ ok: false, code: 'payout_failed' });
  });

  it('refuses other numbers (400 on accountNumber), and wants the market first (409)', async () => {
    const id = await start();
    expect((await addAccount(id, payoutBody('123456789'))).json().error.fieldErrors).toEqual({ accountNumber: [expect.stringContaining('Test mode')] });
    expect((await addAccount(id, { holderName: '', routingNumber: 'abc', accountNumber: '1' })).json().error.fieldErrors).toMatchObject({ holderName: expect.any(Array), routingNumber: expect.any(Array), accountNumber: expect.any(Array) });
    await t.db.deleteFrom('provider_applications').execute();
    const noMarket = await start({});
    expect((await addAccount(noMarket, payoutBody())).statusCode).toBe(409);
  });
});

describe('POST …/submit', () => {
  it('lists everything missing (400) without changing the application', async () => {
    const id = await start();
    await t.db.updateTable('users').set({ phone_verified_at: null }).where('id', '=', pat.userId).execute();
    const response = await submit(id);
    await t.db.updateTable('users').set({ phone_verified_at: new Date(clock) }).where('id', '=', pat.userId).execute();
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fieldErrors)).toEqual(['serviceIds', 'displayName', 'aboutHtml', 'picture', 'phone', 'identity', 'payoutAccount', 'terms']);
    expect(response.json().error.message).toMatch(/^Before you submit: choose at least one service/);
    expect((await stored(id)).status).toBe('draft');
  });

  it('refuses a failed identity check', async () => {
    const id = await completeApplication(t, pat.cookie);
    await check(id, identityBody(testIdentityNumbers.failed));
    expect((await submit(id)).json().error.fieldErrors).toEqual({ identity: [expect.stringContaining('failed')] });
  });

  it('submits a complete application, records the event and emails the applicant through the outbox', async () => {
    const id = await completeApplication(t, pat.cookie);
    const response = await submit(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().application).toMatchObject({ status: 'submitted', submittedAt: new Date(clock).toISOString(), missing: [] });
    expect(response.json().application.history.at(-1)).toEqual({ at: new Date(clock).toISOString(), actor: 'you', action: 'submitted', reason: null });
    const mail = await t.db.selectFrom('notifications').selectAll().where('user_id', '=', pat.userId).where('template', '=', 'provider_application_received').execute();
    expect(mail).toEqual([expect.objectContaining({ channel: 'email', recipient: 'pat.checks@example.com', status: 'pending' })]);
    expect((await submit(id)).statusCode).toBe(409);
    expect((await submit(id, other.cookie)).statusCode).toBe(404);
  });

  it('resubmits after changes were asked for; the team is named as such in the history', async () => {
    const id = await completeApplication(t, pat.cookie);
    await submit(id);
    const managerId = (await t.db.selectFrom('users').select('id').where('email', '=', 'manager@example.com').executeTakeFirstOrThrow()).id;
    await t.db.updateTable('provider_applications').set({ status: 'changes_requested', decision_reason: 'Add a clearer picture' }).where('id', '=', id).execute();
    await t.db.insertInto('provider_application_events').values({ application_id: id, at: new Date(clock + 1000), actor_user_id: managerId, actor_role: 'manager', action: 'changes_requested', reason: 'Add a clearer picture' }).execute();
    clock += 60_000;
    const response = await submit(id);
    expect(response.statusCode).toBe(200);
    const { history } = response.json().application;
    expect(history.map((event: { actor: string; action: string }) => `${event.actor}:${event.action}`)).toEqual(['you:identity_checked', 'you:submitted', 'market_team:changes_requested', 'you:submitted']);
    expect(JSON.stringify(history)).not.toMatch(/manager@example.com|Manager/);
  });
});
