import type { ServiceOffer } from '@marketplace/contracts';
import { englishIntl } from '../../../test/intl';
import { estimateDurationMinutes, quantitiesFrom, selectionProblem, servicesFormSchema as schemaIn, toSelection } from './services-form';
import { englishIssueMessage } from '@marketplace/contracts/messages';

const servicesFormSchema = schemaIn(englishIntl());

const offers: ServiceOffer[] = [
  { id: 'cleaning', name: 'House cleaning', description: '', unit: 'hour', defaultDurationMinutes: 120, priceMinor: 4500 },
  { id: 'tv', name: 'TV mounting', description: '', unit: 'job', defaultDurationMinutes: 90, priceMinor: 8900 },
];

describe('services form', () => {
  it('turns quantities into the API selection and back', () => {
    expect(toSelection({ cleaning: 3, tv: 0, other: Number.NaN })).toEqual([{ serviceId: 'cleaning', quantity: 3 }]);
    expect(quantitiesFrom(offers, [{ serviceId: 'tv', quantity: 2 }])).toEqual({ cleaning: 0, tv: 2 });
  });

  it('accepts 0 and 1–12, with a message next to each other value', () => {
    expect(servicesFormSchema.safeParse({ quantities: { cleaning: 0, tv: 12 } }).success).toBe(true);
    const issues = servicesFormSchema.safeParse({ quantities: { cleaning: 13, tv: 1.5, a: -1, b: Number.NaN } }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), englishIssueMessage(issue.message)])).toEqual([
      ['quantities.cleaning', 'At most 12'],
      ['quantities.tv', 'Use whole numbers'],
      ['quantities.a', 'Cannot be less than 0'],
      ['quantities.b', 'Enter a number (0 if you don’t need this service)'],
    ]);
  });

  it('needs at least one service', () => {
    expect(englishIssueMessage(selectionProblem([])!)).toBe('Choose at least one service');
    expect(selectionProblem([{ serviceId: 'tv', quantity: 1 }])).toBeNull();
  });

  it('estimates the duration from hours and usual durations', () => {
    expect(
      estimateDurationMinutes(
        [
          { serviceId: 'cleaning', quantity: 3 },
          { serviceId: 'tv', quantity: 2 },
        ],
        offers,
      ),
    ).toBe(360);
    expect(estimateDurationMinutes([], offers)).toBe(0);
  });
});
