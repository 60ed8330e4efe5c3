import { type DeletionFacts, deletionPlan, isSettled, keptAfterDeletion, type OpenJob } from './deletion-rules';

const NOW = new Date('2031-03-04T10:00:00Z');
const HOUR_MS = 3_600_000;
const job = (over: Partial<OpenJob>): OpenJob => ({
  id: '11111111-1111-4111-8111-111111111111',
  side: 'customer',
  status: 'confirmed',
  start: new Date(NOW.getTime() + 72 * HOUR_MS),
  timeZone: 'America/New_York',
  currency: 'USD',
  services: 'Home cleaning × 2 h',
  totalMinor: 20_000,
  freeUntil: new Date(NOW.getTime() + 48 * HOUR_MS),
  cancellationFeeBps: 2_500,
  ...over,
});
const facts = (over: Partial<DeletionFacts>): DeletionFacts => ({
  openJobs: [],
  unpaidEarnings: [],
  unpaidInvoices: [],
  openProblemJobIds: [],
  lastAdmin: false,
  nextPayoutAt: new Date('2031-03-10T06:00:00Z'),
  ...over,
});

describe('what deleting an account does to its jobs', () => {
  it('cancels the customer’s future jobs with the fee their policy charges now: free inside the window, the share after it', () => {
    const free = job({ id: 'a' });
    const late = job({ id: 'b', freeUntil: new Date(NOW.getTime() - HOUR_MS) });
    const plan = deletionPlan(facts({ openJobs: [free, late] }), NOW);
    expect(plan.blockers).toEqual([]);
    expect(plan.jobsToCancel.map((entry) => [entry.jobId, entry.feeMinor, entry.currency])).toEqual([
      ['a', 0, 'USD'],
      ['b', 5_000, 'USD'],
    ]);
    expect(plan.jobsToCancel[0]).toMatchObject({ status: 'confirmed', start: free.start.toISOString(), timeZone: 'America/New_York', services: 'Home cleaning × 2 h' });
    expect(plan.jobsToReassign).toEqual([]);
  });

  it('gives a provider’s future jobs back to the market, at no fee to anyone', () => {
    const plan = deletionPlan(facts({ openJobs: [job({ side: 'provider', status: 'requested', freeUntil: new Date(0) })] }), NOW);
    expect(plan.jobsToReassign).toEqual([expect.objectContaining({ status: 'requested', feeMinor: 0 })]);
    expect(plan.jobsToCancel).toEqual([]);
  });

  it('refuses while a job is under way, or has started and nobody closed it', () => {
    const started = new Date(NOW.getTime() - HOUR_MS);
    const plan = deletionPlan(
      facts({ openJobs: [job({ id: 'a', status: 'in_progress', start: started }), job({ id: 'b', side: 'provider', status: 'in_progress', start: started }), job({ id: 'c', status: 'unassigned', start: started })] }),
      NOW,
    );
    expect(plan.blockers.map((blocker) => [blocker.kind, blocker.jobId])).toEqual([
      ['job_in_progress', 'a'],
      ['job_in_progress', 'b'],
      ['job_not_closed', 'c'],
    ]);
    expect(plan.blockers[0]!.message).toBe('Your home cleaning of Tue 4 Mar is under way. You can delete your account once it is finished.');
    expect(plan.blockers[1]!.message).toMatch(/^You are doing the home cleaning of Tue 4 Mar\. Finish it first/);
    expect(plan.jobsToCancel).toEqual([]);
    expect(isSettled(plan)).toBe(false);
  });

  it('refuses while earnings wait for a payout, an invoice is unpaid, a problem case is open, or the person is the last admin', () => {
    const plan = deletionPlan(
      facts({
        unpaidEarnings: [{ currency: 'USD', amountMinor: 12_345 }],
        unpaidInvoices: [{ jobId: 'j', number: 'NYC-000042', totalMinor: 5_000, currency: 'USD' }],
        openProblemJobIds: ['p'],
        lastAdmin: true,
      }),
      NOW,
    );
    expect(plan.blockers).toEqual([
      { kind: 'payout_pending', jobId: null, message: '$123.45 of your earnings is not paid out yet. It goes out with the weekly payout (next: Mon 10 Mar); you can delete your account after that.' },
      { kind: 'unpaid_invoice', jobId: 'j', message: 'Invoice NYC-000042 ($50.00) is not paid yet. Pay it on the job\'s page first.' },
      { kind: 'problem_open', jobId: 'p', message: 'A problem reported with one of your jobs is still open. Once the market team has resolved it, you can delete your account.' },
      { kind: 'last_admin', jobId: null, message: 'You are the only admin. Make someone else an admin first, so the site is not left without one.' },
    ]);
  });

  it('is settled once nothing is open any more', () => {
    expect(isSettled(deletionPlan(facts({}), NOW))).toBe(true);
  });

  it('says what is kept, and for how long; a provider hears about payouts too', () => {
    expect(keptAfterDeletion(false)[0]).toMatch(/10 years after the end of the year they were issued/);
    expect(keptAfterDeletion(false).join(' ')).not.toMatch(/payouts/);
    expect(keptAfterDeletion(true).join(' ')).toMatch(/Your payouts and the earnings behind them: kept for 10 years/);
  });
});
