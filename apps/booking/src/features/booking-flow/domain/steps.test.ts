import { bookingSteps, nextStep, previousStep, stepIndex, stepOf, stepPath } from './steps';

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

  it('know their neighbours and paths', () => {
    expect(stepIndex('job-info')).toBe(2);
    expect(stepIndex('nope')).toBe(-1);
    expect(previousStep('services')).toBeUndefined();
    expect(previousStep('address')).toBe('services');
    expect(nextStep('provider-selection')).toBe('confirm');
    expect(nextStep('confirm')).toBeUndefined();
    expect(stepPath('time-selection')).toBe('/book-now/time-selection');
    expect(stepOf('confirm').title.defaultMessage).toBe('Review and book');
  });
});
