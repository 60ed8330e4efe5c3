import { bookingSteps, stepIndex, stepStatus } from './steps';

describe('booking steps', () => {
  it('follow the order of the specification', () => {
    expect(bookingSteps.map((step) => step.id)).toEqual([
      'services',
      'address',
      'job-info',
      'contact-info',
      'time-selection',
      'provider-selection',
      'confirm',
    ]);
  });

  it('mark earlier steps complete and later ones upcoming', () => {
    expect(stepStatus('services', 'job-info')).toBe('complete');
    expect(stepStatus('job-info', 'job-info')).toBe('current');
    expect(stepStatus('confirm', 'job-info')).toBe('upcoming');
    expect(stepIndex('nope')).toBe(-1);
  });
});
