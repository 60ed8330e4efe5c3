import { fieldErrorsTarget } from './field-error-step';

describe('fieldErrorsTarget', () => {
  it('sends the customer to the earliest step that owns a field', () => {
    expect(fieldErrorsTarget({ 'contact.email': ['Enter a valid email address'], 'address.city': ['Enter the city'] })).toEqual({
      step: 'address',
      messages: ['Enter the city'],
    });
    expect(fieldErrorsTarget({ 'jobInfo.descriptionHtml': ['Describe the job'], 'jobInfo.size': ['Choose a size'] })).toEqual({
      step: 'job-info',
      messages: ['Describe the job', 'Choose a size'],
    });
    expect(fieldErrorsTarget({ services: ['Choose at least one service'] })?.step).toBe('services');
    expect(fieldErrorsTarget({ 'services.0.quantity': ['At most 12'] })?.step).toBe('services');
    expect(fieldErrorsTarget({ holdId: ['Not a valid id'] })?.step).toBe('time-selection');
  });

  it('finds no step for fields no step asks for', () => {
    expect(fieldErrorsTarget({ idempotencyKey: ['Invalid'] })).toBeNull();
    expect(fieldErrorsTarget({ addressee: ['x'] })).toBeNull();
    expect(fieldErrorsTarget({})).toBeNull();
  });
});
