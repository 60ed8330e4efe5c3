import { EARLY_START_MINUTES, legalActions, providerRefusal, type ProviderJobFacts, providerStep } from './provider-job-rules';

const start = new Date('2027-03-10T14:00:00Z');
const job = (status: ProviderJobFacts['status'], respondBy: Date | null = null): ProviderJobFacts => ({ status, startAt: start, endAt: new Date('2027-03-10T16:00:00Z'), respondBy });
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

describe('what the provider may do, and when', () => {
  it('answers a request (accept or decline) until its deadline, and may cancel it', () => {
    const request = job('requested', minutes(-24 * 60));
    expect(legalActions(request, minutes(-25 * 60))).toEqual(['accept', 'decline', 'cancel']);
    expect(legalActions(request, minutes(-24 * 60))).toEqual(['decline', 'cancel']);
    expect(providerRefusal('accept', request, minutes(-24 * 60))).toMatchObject({ status: 409, code: 'INVALID_TRANSITION', message: expect.stringMatching(/time to answer/) });
  });

  it(`starts a confirmed job from ${EARLY_START_MINUTES} minutes before its start until its end`, () => {
    const confirmed = job('confirmed');
    expect(legalActions(confirmed, minutes(-31))).toEqual(['cancel']);
    expect(legalActions(confirmed, minutes(-30))).toEqual(['start', 'cancel']);
    expect(legalActions(confirmed, minutes(0))).toEqual(['start', 'noShow']);
    expect(legalActions(confirmed, minutes(120))).toEqual(['noShow']);
    expect(providerRefusal('start', confirmed, minutes(-60))?.message).toMatch(/from 30 minutes before/);
  });

  it('records a no-show only once the start time has passed, and cancels only before it', () => {
    expect(providerRefusal('noShow', job('confirmed'), minutes(-1))?.message).toMatch(/once the start time has passed/);
    expect(providerRefusal('cancel', job('confirmed'), minutes(0))?.message).toMatch(/start time has passed/);
  });

  it('completes only a started job, at any time', () => {
    expect(legalActions(job('in_progress'), minutes(5))).toEqual(['complete']);
    expect(providerRefusal('complete', job('confirmed'), minutes(5))).toMatchObject({ status: 409, message: 'A confirmed job cannot be completed.' });
  });

  it('does nothing to finished or unassigned jobs', () => {
    for (const status of ['completed', 'cancelled', 'no_show', 'unassigned'] as const) expect(legalActions(job(status), minutes(0))).toEqual([]);
  });

  it('checks a step once: the lifecycle, then the time rules, into the step the update takes', () => {
    expect(providerStep('accept', job('requested', minutes(-60)), minutes(-120))).toEqual({ action: 'accept', from: 'requested', actor: 'provider', to: 'confirmed' });
    expect(providerStep('accept', job('confirmed', minutes(-60)), minutes(-30))).toMatchObject({ message: 'A confirmed job cannot be accepted.' });
    expect(providerStep('accept', job('requested', minutes(-60)), minutes(-30))).toMatchObject({ message: expect.stringMatching(/time to answer/) });
  });
});
