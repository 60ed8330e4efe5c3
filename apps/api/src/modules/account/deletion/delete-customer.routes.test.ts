import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import { insertTestJob, testDeps } from '../../../test-support/job-fixtures';
import { bookThroughApi } from '../../../test-support/money-fixtures';
import { messagesOf } from '../../../test-support/notification-fixtures';
import { insertPaidJob } from '../../../test-support/paid-job-fixtures';
import { apiCall, createTestApp, createUser, firstProviderIn, login, loginAs, providerIdOf, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { insertUser } from '../../auth/users.repository';
import { deliverNotification } from '../../notifications/deliver';
import { saveOverrides } from '../../notifications/preferences.repository';
import { testPaymentMethods } from '../../payments/test-gateway';

/** POST /api/account/delete for a customer: what is cancelled, erased and kept (docs/account-page.md). */
const DAY_MS = 24 * 3_600_000;
const EMAIL = 'erin.erase@example.com';
let t: TestApp;
let maria: string;
let manager: string;
let userId: string;
let cookie: string;
let otherDevice: string;
let upcoming: string;
let quotedFee: number;
let done: { jobId: string; invoiceId: string; paymentId: string };
let ledgerBefore: Awaited<ReturnType<typeof ledgerEntriesOf>>;
let withdrawn: string;

const ledgerEntriesOf = async (jobId: string) =>
  t.db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .select(['ledger_entries.id', 'ledger_entries.account', 'ledger_entries.amount_minor'])
    .where('ledger_transactions.job_id', '=', jobId)
    .orderBy('ledger_entries.id')
    .execute();
const remove = (body: unknown, as = cookie) => apiCall(t, 'POST', '/api/account/delete', { cookie: as, body });

beforeAll(async () => {
  t = await createTestApp();
  maria = await providerIdOf(t.db, 'provider@example.com');
  manager = await loginAs(t.app, 'manager@example.com');
  const provider = await loginAs(t.app, 'provider@example.com');
  userId = await createUser(t.db, { email: EMAIL, name: 'Erin Erase', roles: ['customer'] });
  await t.db.updateTable('users').set({ phone: '+1 212 555 0123', phone_verified_at: new Date(TEST_NOW) }).where('id', '=', userId).execute();
  cookie = await loginAs(t.app, EMAIL);
  otherDevice = await loginAs(t.app, EMAIL);

  // An upcoming job, accepted, past its free-cancellation deadline (so cancelling costs a fee).
  const { placed } = await bookThroughApi(t, cookie, maria, { paymentMethod: testPaymentMethods.visa, afterDays: 10 });
  upcoming = placed.json().job.id;
  expect((await apiCall(t, 'POST', `/api/provider/jobs/${upcoming}/accept`, { cookie: provider, body: {} })).statusCode).toBe(200);
  await t.db.updateTable('jobs').set({ free_cancellation_until: new Date(TEST_NOW - DAY_MS) }).where('id', '=', upcoming).execute();
  quotedFee = (await apiCall(t, 'GET', '/api/account/deletion', { cookie })).json().jobsToCancel[0].feeMinor;
  expect(quotedFee).toBeGreaterThan(0);

  // A past job, paid and invoiced, with notes and a review.
  done = await insertPaidJob(t, { customerId: userId, providerId: maria, marketId: 'nyc', start: new Date(TEST_NOW - 20 * DAY_MS) });
  await t.db.updateTable('jobs').set({ access_notes: 'Key under the blue mat' }).where('id', '=', done.jobId).execute();
  expect((await apiCall(t, 'POST', `/api/jobs/${done.jobId}/review`, { cookie, body: { rating: 4, comment: 'Careful and quick' } })).statusCode).toBe(201);

  // Everything else held for the person.
  await saveOverrides(t.db, userId, [{ event: 'reminder', channel: 'sms', enabled: false }], new Date(TEST_NOW));
  const later = new Date(TEST_NOW + 600_000);
  await t.db.insertInto('phone_verifications').values({ user_id: userId, phone: '+1 212 555 0123', code_hash: 'a'.repeat(64), expires_at: later, resend_after: later }).execute();
  await t.db.insertInto('password_resets').values({ token_hash: 'b'.repeat(64), user_id: userId, expires_at: later }).execute();
  await t.db.insertInto('email_verifications').values({ purpose: 'email_change', email: 'erin.next@example.com', user_id: userId, code_hash: 'c', token_hash: 'd'.repeat(64), expires_at: later, resend_after: later }).execute();
  await t.db.insertInto('test_gateway_payment_methods').values({ id: 'pm_erin', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040, behaviour: 'succeed', created_by: userId }).execute();
  await t.db.insertInto('waitlist_entries').values({ postal_code: '94103', email: 'Erin.Erase@example.com' }).execute();
  expect((await apiCall(t, 'PUT', `/api/favourites/${maria}`, { cookie })).statusCode).toBe(204);
  ledgerBefore = await ledgerEntriesOf(done.jobId);

  // A job they cancelled themselves, with a reason of their own.
  withdrawn = (await bookThroughApi(t, cookie, maria, { paymentMethod: testPaymentMethods.visa, afterDays: 14 })).placed.json().job.id;
  expect((await apiCall(t, 'POST', `/api/jobs/${withdrawn}/cancel`, { cookie, body: { reason: 'My mother is in hospital' } })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('deleting a customer’s account', () => {
  it('a wrong password is a 400 on currentPassword, and changes nothing', async () => {
    const response = await remove({ currentPassword: 'not-my-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ currentPassword: ['This is not your password'] });
    expect((await apiCall(t, 'GET', '/api/account', { cookie })).statusCode).toBe(200);
    expect((await remove({})).json().error.fieldErrors).toEqual({ currentPassword: [expect.any(String)] });
  });

  it('answers 204, clears the session cookie and ends every session', async () => {
    const response = await remove({ currentPassword: DEMO_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((set) => set.name === 'hh_session')).toMatchObject({ value: '' });
    expect((await apiCall(t, 'GET', '/api/auth/me', { cookie })).statusCode).toBe(401);
    expect((await apiCall(t, 'GET', '/api/auth/me', { cookie: otherDevice })).statusCode).toBe(401);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('cancelled the upcoming job as the customer, at the quoted fee, and told the provider', async () => {
    const job = await t.db.selectFrom('jobs').select(['status', 'cancellation_fee_minor']).where('id', '=', upcoming).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'cancelled', cancellation_fee_minor: quotedFee });
    const event = await t.db.selectFrom('job_events').select(['actor_role', 'reason', 'to_status']).where('job_id', '=', upcoming).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event).toEqual({ actor_role: 'customer', reason: 'Account deleted', to_status: 'cancelled' });
    const told = (await messagesOf(t, 'cancelled', upcoming)).map((message) => `${message.email} ${message.channel}`);
    expect(told).toEqual(expect.arrayContaining(['provider@example.com email', 'provider@example.com in_app']));
    const fee = await t.db.selectFrom('invoices').select(['kind', 'total_minor', 'billed_to']).where('job_id', '=', upcoming).executeTakeFirstOrThrow();
    expect(fee).toEqual({ kind: 'cancellation_fee', total_minor: quotedFee, billed_to: { name: 'Jordan Miller', street: ['350 Fifth Avenue'], area: '10001 New York' } });
  });

  it('erased the personal text of the jobs; the area stays; the invoice keeps the name and address it prints', async () => {
    const job = await t.db.selectFrom('jobs').selectAll().where('id', '=', done.jobId).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ address_line1: '', address_line2: null, description_html: '', access_notes: null, contact_name: 'Former customer', contact_email: '', contact_phone: '', address_city: 'Test City' });
    expect(job.address_postal_code).toMatch(/^\d{5}$/);
    const invoice = await apiCall(t, 'GET', `/api/invoices/${done.invoiceId}`, { cookie: manager });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json().billedTo).toEqual({ name: 'Test Person', email: null, address: ['1 Test Street', `${job.address_postal_code} Test City`] });
    const pdf = await apiCall(t, 'GET', `/api/invoices/${done.invoiceId}/pdf`, { cookie: manager });
    expect(pdf.statusCode).toBe(200);
  });

  it('kept the money: payments, invoices and every ledger entry', async () => {
    expect(await t.db.selectFrom('payments').select('id').where('customer_id', '=', userId).execute()).toHaveLength(3);
    expect(await t.db.selectFrom('invoices').select('id').where('job_id', 'in', [upcoming, done.jobId]).execute()).toHaveLength(2);
    expect(await ledgerEntriesOf(done.jobId)).toEqual(ledgerBefore);
  });

  it('erased the reasons they wrote on timelines; the site’s own “Account deleted” stays', async () => {
    const reasons = await t.db.selectFrom('job_events').select('reason').where('job_id', '=', withdrawn).where('to_status', '=', 'cancelled').execute();
    expect(reasons).toEqual([{ reason: null }]);
  });

  it('the review stays on the provider’s profile, signed “A former customer”', async () => {
    const reviews = (await apiCall(t, 'GET', `/api/providers/${maria}/reviews`)).json().reviews;
    expect(reviews).toEqual(expect.arrayContaining([expect.objectContaining({ firstName: 'A former customer', rating: 4, comment: 'Careful and quick' })]));
    expect(JSON.stringify(reviews)).not.toContain('Erin');
  });

  it('emptied the account; its settings, codes, resets, cards, waitlist entries, favourites and messages are gone', async () => {
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: 'Deleted user', email: `deleted-${userId}@deleted.invalid`, phone: null, roles: [], email_verified_at: null, phone_verified_at: null });
    expect(user.deleted_at).toBeInstanceOf(Date);
    expect(user.password_hash).not.toMatch(/^\$(argon2|scrypt)/);
    for (const table of ['notification_preferences', 'phone_verifications', 'password_resets', 'email_verifications', 'favourite_providers'] as const) {
      expect({ table, rows: await t.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute() }).toEqual({ table, rows: [] });
    }
    expect(await t.db.selectFrom('email_verifications').select('id').where('email', '=', EMAIL).execute()).toEqual([]);
    expect(await t.db.selectFrom('test_gateway_payment_methods').select('id').where('created_by', '=', userId).execute()).toEqual([]);
    expect(await t.db.selectFrom('waitlist_entries').select('id').where('email', 'ilike', EMAIL).execute()).toEqual([]);
    const messages = await t.db.selectFrom('notifications').select(['template', 'channel', 'status', 'recipient']).where('user_id', '=', userId).execute();
    expect(messages).toEqual([{ template: 'account_deleted', channel: 'email', status: 'pending', recipient: EMAIL }]);
  });

  it('the notice goes to the old address; once delivered, the outbox forgets whom it went to', async () => {
    const row = await t.db.selectFrom('notifications').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(await deliverNotification(testDeps(t), row.id)).toBe('sent');
    const mail = await t.db.selectFrom('local_mail').select(['to_address', 'subject']).where('notification_id', '=', row.id).executeTakeFirstOrThrow();
    expect(mail).toEqual({ to_address: EMAIL, subject: 'Your Handyhub account was deleted' });
    const after = await t.db.selectFrom('notifications').select(['recipient', 'payload', 'status']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'sent', recipient: null, payload: { recipientName: '' } });
  });

  it('records the deletion in the security log with the account’s id only', async () => {
    const events = await t.db.selectFrom('security_events').select(['email', 'address', 'detail']).where('user_id', '=', userId).where('type', '=', 'account_deleted').execute();
    expect(events).toEqual([{ email: null, address: '', detail: {} }]);
  });

  it('the old email and password fail like an unknown account; the email is free for a new account', async () => {
    const old = await login(t.app, EMAIL, DEMO_PASSWORD);
    const unknown = await login(t.app, 'nobody.at.all@example.com', DEMO_PASSWORD);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(unknown.json());
    expect(await insertUser(t.db, { email: EMAIL, name: 'Erin Again', phone: null, passwordHash: 'x', roles: ['customer'], emailVerifiedAt: new Date(TEST_NOW) })).toEqual(expect.any(String));
  });
});

describe('refusals', () => {
  it('a job under way: 409 with the reason, and nothing is cancelled or erased', async () => {
    const id = await createUser(t.db, { email: 'busy.customer@example.com', name: 'Bea Busy', roles: ['customer'] });
    const busy = await loginAs(t.app, 'busy.customer@example.com');
    const other = await firstProviderIn(t.db, 'nyc', [maria]);
    const running = await insertTestJob(t.db, { customerId: id, providerId: other.id, marketId: 'nyc', start: new Date(TEST_NOW - 3 * DAY_MS), status: 'in_progress' });
    const response = await remove({ currentPassword: DEMO_PASSWORD }, busy);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/^Your account cannot be deleted yet\. Your home cleaning of .* is under way\./);
    expect((await t.db.selectFrom('users').select(['name', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow())).toEqual({ name: 'Bea Busy', deleted_at: null });
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', running).executeTakeFirstOrThrow()).status).toBe('in_progress');
    expect((await apiCall(t, 'GET', '/api/account', { cookie: busy })).statusCode).toBe(200);
  });

  it('the last admin: 409', async () => {
    const response = await remove({ currentPassword: DEMO_PASSWORD }, await loginAs(t.app, 'admin@example.com'));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/You are the only admin/);
  });

  it('needs a session (401)', async () => {
    expect((await apiCall(t, 'POST', '/api/account/delete', { body: { currentPassword: DEMO_PASSWORD } })).statusCode).toBe(401);
  });
});
