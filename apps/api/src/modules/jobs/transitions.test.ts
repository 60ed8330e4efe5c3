import { jobStatuses, type JobStatus } from '@marketplace/contracts';
import { checkStep, isAllowed, type JobAction, type JobActor, jobRules, nextStatus } from './transitions';

describe('the job lifecycle', () => {
  it.each<[JobAction, JobStatus, JobActor, JobStatus]>([
    ['accept', 'requested', 'provider', 'confirmed'],
    ['decline', 'requested', 'provider', 'unassigned'],
    ['timeout', 'requested', 'system', 'unassigned'],
    ['assign', 'unassigned', 'manager', 'requested'],
    ['assign', 'confirmed', 'manager', 'requested'],
    ['unassign', 'confirmed', 'manager', 'unassigned'],
    ['unassign', 'confirmed', 'system', 'unassigned'],
    ['start', 'confirmed', 'provider', 'in_progress'],
    ['complete', 'in_progress', 'provider', 'completed'],
    ['cancel', 'requested', 'customer', 'cancelled'],
    ['cancel', 'confirmed', 'customer', 'cancelled'],
    ['cancel', 'unassigned', 'customer', 'cancelled'],
    ['cancel', 'confirmed', 'manager', 'cancelled'],
    ['noShow', 'confirmed', 'provider', 'no_show'],
    ['reschedule', 'confirmed', 'customer', 'confirmed'],
    ['reschedule', 'requested', 'customer', 'requested'],
  ])('%s: %s by %s → %s', (action, from, actor, to) => {
    expect(nextStatus(action, from, actor)).toBe(to);
  });

  it.each<[JobAction, JobStatus, JobActor, string]>([
    ['cancel', 'completed', 'customer', 'A completed job cannot be cancelled.'],
    ['cancel', 'in_progress', 'customer', 'A job in progress cannot be cancelled.'],
    ['cancel', 'cancelled', 'customer', 'A cancelled job cannot be cancelled.'],
    ['reschedule', 'unassigned', 'customer', 'An unassigned job cannot be rescheduled.'],
    ['start', 'requested', 'provider', 'A requested job cannot be started.'],
    ['complete', 'confirmed', 'provider', 'A confirmed job cannot be completed.'],
    ['assign', 'completed', 'manager', 'A completed job cannot be assigned to a provider.'],
  ])('refuses %s of a %s job by the %s with 409 INVALID_TRANSITION', (action, from, actor, message) => {
    expect(() => nextStatus(action, from, actor)).toThrow(expect.objectContaining({ status: 409, code: 'INVALID_TRANSITION', message }));
  });

  it('refuses the wrong actor with 403, whatever the status', () => {
    expect(() => nextStatus('accept', 'requested', 'customer')).toThrow(expect.objectContaining({ status: 403, code: 'FORBIDDEN' }));
    expect(() => nextStatus('assign', 'unassigned', 'provider')).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => nextStatus('timeout', 'requested', 'manager')).toThrow(expect.objectContaining({ status: 403 }));
  });

  it('lets nothing leave a final status', () => {
    for (const final of ['completed', 'cancelled', 'no_show'] as const) {
      for (const action of Object.keys(jobRules) as JobAction[]) {
        for (const actor of ['customer', 'provider', 'manager', 'system'] as const) expect(isAllowed(action, final, actor)).toBe(false);
      }
    }
  });

  it('only ever moves to a real job status', () => {
    for (const rule of Object.values(jobRules)) {
      expect([...jobStatuses, 'same']).toContain(rule.to);
      for (const from of rule.from) expect(jobStatuses).toContain(from);
    }
  });

  it('takes a step the caller checked already as it is, and checks any other', () => {
    const checked = checkStep('accept', 'requested', 'provider');
    expect(checked).toEqual({ action: 'accept', from: 'requested', actor: 'provider', to: 'confirmed' });
    expect(checkStep('accept', 'confirmed', 'provider')).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' });
    if (!('to' in checked)) throw checked;
    expect(nextStatus('accept', 'requested', 'provider', checked)).toBe('confirmed');
    // A check of another step (the job changed status since) is no check of this one.
    expect(() => nextStatus('accept', 'confirmed', 'provider', checked)).toThrow(expect.objectContaining({ status: 409 }));
  });
});
