import { jobStatuses } from '@marketplace/contracts';
import { jobStatusLabel, jobStatusTone } from './job-status';

describe('job status looks', () => {
  it('gives every status a human label and a tone', () => {
    for (const status of jobStatuses) {
      expect(jobStatusLabel(status)).not.toMatch(/_/);
      expect(jobStatusTone(status)).toEqual(expect.any(String));
    }
  });

  it('reads like a customer would say it', () => {
    expect(jobStatusLabel('in_progress')).toBe('In progress');
    expect(jobStatusLabel('unassigned')).toBe('Finding a provider');
    expect(jobStatusTone('cancelled')).toBe('danger');
    expect(jobStatusTone('confirmed')).toBe('success');
  });
});
