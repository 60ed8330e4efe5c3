import { firstSteps } from './first-steps';

describe('firstSteps', () => {
  it('ticks each step from the profile', () => {
    const steps = firstSteps({ availability: { days: [{ weekday: 1, intervals: [] }] }, hasUploadedPicture: true, bioHtml: '<p> </p>', serviceIds: ['home-cleaning'] });
    expect(steps.map((step) => [step.key, step.done])).toEqual([
      ['hours', false],
      ['picture', true],
      ['bio', false],
      ['services', true],
    ]);
  });
  it('is all done for a complete profile', () => {
    const steps = firstSteps({ availability: { days: [{ weekday: 2, intervals: [{ start: '09:00', end: '17:00' }] }] }, hasUploadedPicture: true, bioHtml: '<p>Hi</p>', serviceIds: ['x'] });
    expect(steps.every((step) => step.done)).toBe(true);
  });
});
