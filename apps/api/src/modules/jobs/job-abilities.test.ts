import { jobAbilities } from './job-abilities';

const now = new Date('2027-03-01T12:00:00Z');
const later = new Date('2027-03-05T12:00:00Z');
const earlier = new Date('2027-02-20T12:00:00Z');
const facts = { viewerIsCustomer: true, status: 'confirmed' as const, startAt: later, hasProvider: true, reviewed: false };

describe('jobAbilities', () => {
  it('lets the customer cancel and reschedule an upcoming job', () => {
    expect(jobAbilities(facts, now)).toEqual({ cancel: true, reschedule: true, review: false, bookAgain: false });
    expect(jobAbilities({ ...facts, status: 'requested' }, now)).toEqual({ cancel: true, reschedule: true, review: false, bookAgain: false });
  });

  it('an unassigned job can be cancelled but not rescheduled (there is no provider to keep)', () => {
    expect(jobAbilities({ ...facts, status: 'unassigned', hasProvider: false }, now)).toEqual({ cancel: true, reschedule: false, review: false, bookAgain: false });
  });

  it('nothing but a review once it is completed, and only once', () => {
    expect(jobAbilities({ ...facts, status: 'completed', startAt: earlier }, now)).toEqual({ cancel: false, reschedule: false, review: true, bookAgain: true });
    expect(jobAbilities({ ...facts, status: 'completed', startAt: earlier, reviewed: true }, now).review).toBe(false);
  });

  it('nothing once the start time has passed, or for a cancelled job', () => {
    expect(jobAbilities({ ...facts, startAt: earlier }, now)).toEqual({ cancel: false, reschedule: false, review: false, bookAgain: false });
    expect(jobAbilities({ ...facts, status: 'cancelled' }, now)).toEqual({ cancel: false, reschedule: false, review: false, bookAgain: false });
  });

  it('nothing for anyone but the customer', () => {
    expect(jobAbilities({ ...facts, viewerIsCustomer: false }, now)).toEqual({ cancel: false, reschedule: false, review: false, bookAgain: false });
    expect(jobAbilities({ ...facts, viewerIsCustomer: false, status: 'completed' }, now)).toMatchObject({ review: false, bookAgain: false });
  });
});
