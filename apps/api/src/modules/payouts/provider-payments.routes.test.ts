import type { Deps } from '../../deps';
import { expectReconciled } from '../../test-support/ledger-assertions';
import { testDeps, userIdOf } from '../../test-support/job-fixtures';
import { insertCapturedJob, providerWithoutMoney, refundCapturedJob } from '../../test-support/captured-job-fixtures';
import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { maskPayoutAccount, nextPayoutAt } from './provider-payments.service';
import { runPayoutBatch } from './run-payout-batch';

const DAY_MS = 24 * 3_600_000;
let t: TestApp;
let deps: Deps;
let providerId: string;
let provider: string;
let paidJob: Awaited<ReturnType<typeof insertCapturedJob>>;
let openJob: Awaited<ReturnType<typeof insertCapturedJob>>;
let clawedBack: number;

beforeAll(async () => {
  t = await createTestApp();
  deps = testDeps(t);
  // A provider with nothing paid yet (the seed pays the demo provider's jobs), so every figure counts from zero.
  const fresh = await providerWithoutMoney(t, 'nyc');
  providerId = fresh.id;
  provider = await loginAs(t.app, fresh.email);
  const customerId = await userIdOf(t.db, 'customer@example.com');
  paidJob = await insertCapturedJob(deps, { customerId, providerId, marketId: 'nyc', start: new Date(TEST_NOW - 30 * DAY_MS) });
  await runPayoutBatch(deps);
  openJob = await insertCapturedJob(deps, { customerId, providerId, marketId: 'nyc', start: new Date(TEST_NOW - 20 * DAY_MS) });
  clawedBack = await refundCapturedJob(deps, openJob, 1_000);
});
afterAll(() => t.close());

describe('the provider payments API', () => {
  it('shows balances, earnings per job and payouts, all from the ledger', async () => {
    const response = await apiCall(t, 'GET', `/api/providers/${providerId}/payments?pageSize=10`, { cookie: provider });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ mode: 'test', payoutAccount: 'Test bank account ••6789', page: 1, pageSize: 10, earningsTotal: 2 });
    expect(body.balances).toEqual([{ currency: 'USD', payableMinor: openJob.earningsMinor - clawedBack, pendingMinor: 0, paidMinor: paidJob.earningsMinor }]);
    const [newest, oldest] = body.earnings;
    expect(newest).toMatchObject({ jobId: openJob.jobId, marketId: 'nyc', timeZone: 'America/New_York', currency: 'USD', refundedMinor: clawedBack, earningsMinor: openJob.earningsMinor - clawedBack, payout: null });
    expect(newest.subtotalMinor - newest.commissionMinor).toBe(openJob.earningsMinor);
    expect(newest.services).toMatch(/cleaning/i);
    expect(oldest).toMatchObject({ jobId: paidJob.jobId, refundedMinor: 0, earningsMinor: paidJob.earningsMinor, payout: { status: 'paid' } });
    expect(body.payouts).toHaveLength(1);
    expect(body.payouts[0]).toMatchObject({ status: 'paid', amountMinor: paidJob.earningsMinor, failureMessage: null, covers: [{ jobId: paidJob.jobId, amountMinor: paidJob.earningsMinor }] });
    expect(new Date(body.nextPayoutAt).getUTCDay()).toBe(1);

    const second = (await apiCall(t, 'GET', `/api/providers/${providerId}/payments?page=2&pageSize=1`, { cookie: provider })).json();
    expect(second.earnings.map((earning: { jobId: string }) => earning.jobId)).toEqual([paidJob.jobId]);
    await expectReconciled(t);
  });

  it('exports every earning as CSV in the market’s zone, safe from spreadsheet formulas', async () => {
    await t.db.updateTable('markets').set({ name: '=HYPERLINK("x")' }).where('id', '=', 'nyc').execute();
    const response = await apiCall(t, 'GET', `/api/providers/${providerId}/earnings.csv`, { cookie: provider });
    await t.db.updateTable('markets').set({ name: 'New York City' }).where('id', '=', 'nyc').execute();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['cache-control']).toContain('no-store');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Job start,Time zone,Market,Services,Currency,Subtotal,Commission,Refunded,Earnings,Invoice,Payout status,Job ID');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d,America\/New_York,/);
    expect(lines[1]).toContain(`,payable,${openJob.jobId}`);
    expect(lines[2]).toContain(`,paid,${paidJob.jobId}`);
  });

  it('exports the header, the services and the payout status in German; times, amounts and ids as in English', async () => {
    const english = (await apiCall(t, 'GET', `/api/providers/${providerId}/earnings.csv`, { cookie: provider })).body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const response = await apiCall(t, 'GET', `/api/providers/${providerId}/earnings.csv`, { cookie: `${provider}; lang=de` });
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Auftragsbeginn,Zeitzone,Markt,Leistungen,Währung,Zwischensumme,Provision,Erstattet,Einnahmen,Rechnung,Auszahlungsstatus,Auftrags-ID');
    expect(lines[1]).toContain(`,Nächste Auszahlung,${openJob.jobId}`);
    expect(lines[2]).toContain(`,Ausgezahlt,${paidJob.jobId}`);
    expect(lines[1]).toContain(',Wohnungsreinigung');
    expect(lines[1]).not.toMatch(/Home cleaning/);
    // The cells a program reads are the same in both languages: start, zone, currency, amounts, invoice and id.
    const machine = (line: string) => line.split(',').filter((_, index) => [0, 1, 4, 5, 6, 7, 8, 9].includes(index) || index === line.split(',').length - 1);
    expect(lines.slice(1).map(machine)).toEqual(english.slice(1).map(machine));
  });

  it('is the provider’s and the admins’ only', async () => {
    const manager = await loginAs(t.app, 'manager@example.com');
    const admin = await loginAs(t.app, 'admin@example.com');
    expect((await apiCall(t, 'GET', `/api/providers/${providerId}/payments`, { cookie: manager })).statusCode).toBe(403);
    expect((await apiCall(t, 'GET', `/api/providers/${providerId}/earnings.csv`, { cookie: manager })).statusCode).toBe(403);
    expect((await apiCall(t, 'GET', `/api/providers/${providerId}/payments`, { cookie: admin })).statusCode).toBe(200);
    expect((await apiCall(t, 'GET', `/api/providers/${providerId}/payments`)).statusCode).toBe(401);
  });
});

describe('payout account and schedule', () => {
  it('masks the account and names the next Monday 06:00 UTC', () => {
    expect(maskPayoutAccount('test_bank_000123456789')).toBe('Test bank account ••6789');
    expect(nextPayoutAt(new Date('2026-11-24T03:00:00Z')).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(nextPayoutAt(new Date('2026-11-30T05:59:00Z')).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(nextPayoutAt(new Date('2026-11-30T06:00:00Z')).toISOString()).toBe('2026-12-07T06:00:00.000Z');
    expect(nextPayoutAt(new Date('2026-11-29T23:00:00Z')).toISOString()).toBe('2026-11-30T06:00:00.000Z');
  });
});
