import { nextStep, previousStep, resumeStep } from './application-steps';

describe('application steps', () => {
  it('resumes at the first missing step, else the review', () => {
    expect(resumeStep({ missing: ['picture', 'terms'] })).toBe('picture');
    expect(resumeStep({ missing: [] })).toBe('review');
  });

  it('moves forward to the review and back to the first step after the account', () => {
    expect(nextStep('market')).toBe('about');
    expect(nextStep('review')).toBe('review');
    expect(previousStep('about')).toBe('market');
    expect(previousStep('market')).toBeNull();
  });
});
