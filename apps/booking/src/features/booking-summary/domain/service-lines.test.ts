import type { ServiceOffer } from '@marketplace/contracts';
import { quantityText } from '@marketplace/job-ui/quantity-text';
import { englishIntl } from '../../../test/intl';
import { serviceLines } from './service-lines';

const intl = englishIntl();

const offers: ServiceOffer[] = [
  { id: 'cleaning', name: 'House cleaning', description: '', unit: 'hour', defaultDurationMinutes: 120, priceMinor: 4500 },
  { id: 'tv', name: 'TV mounting', description: '', unit: 'job', defaultDurationMinutes: 60, priceMinor: 8900 },
];

describe('service lines', () => {
  it('say the quantity in the service unit', () => {
    expect(quantityText(intl, 'hour', 1)).toBe('1 hour');
    expect(quantityText(intl, 'hour', 3)).toBe('3 hours');
    expect(quantityText(intl, 'job', 2)).toBe('× 2');
  });

  it('name the chosen services from the offer', () => {
    expect(
      serviceLines(
        intl,
        [
          { serviceId: 'cleaning', quantity: 3 },
          { serviceId: 'tv', quantity: 2 },
          { serviceId: 'gone', quantity: 1 },
        ],
        offers,
      ),
    ).toEqual([
      { serviceId: 'cleaning', name: 'House cleaning', quantity: '3 hours' },
      { serviceId: 'tv', name: 'TV mounting', quantity: '× 2' },
      { serviceId: 'gone', name: 'gone', quantity: '× 1' },
    ]);
    expect(serviceLines(intl, undefined, offers)).toEqual([]);
  });
});
