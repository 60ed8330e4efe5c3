import { jobStatuses } from '@marketplace/contracts';
import { jobStatusLabel, jobStatusTone } from './job-status';
import { englishIntl, germanIntl } from './test/test-intl';

const intl = englishIntl();

describe('job status looks', () => {
  it('gives every status a human label and a tone', () => {
    for (const status of jobStatuses) {
      expect(jobStatusLabel(intl, status)).not.toMatch(/_/);
      expect(jobStatusTone(status)).toEqual(expect.any(String));
    }
  });

  it('reads like a customer would say it', () => {
    expect(jobStatusLabel(intl, 'in_progress')).toBe('In progress');
    expect(jobStatusLabel(intl, 'unassigned')).toBe('Finding a provider');
    expect(jobStatusTone('cancelled')).toBe('danger');
    expect(jobStatusTone('confirmed')).toBe('success');
  });
});

describe('job status looks in German', () => {
  it('reads like a German customer would say it', async () => {
    const de = await germanIntl();
    expect(jobStatusLabel(de, 'in_progress')).toBe('In Arbeit');
    expect(jobStatusLabel(de, 'unassigned')).toBe('Anbieter wird gesucht');
  });
});
