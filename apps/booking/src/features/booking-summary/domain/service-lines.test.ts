import type { ServiceOffer } from '@marketplace/contracts';
import { quantityText } from '@marketplace/job-ui/quantity-text';
import { serviceLines } from './service-lines';

const offers: ServiceOffer[] = [
  { id: 'cleaning', name: 'House cleaning', description: '', unit: 'hour', defaultDurationMinutes: 120, priceMinor: 4500 },
  { id: 'tv', name: 'TV mounting', description: '', unit: 'job', defaultDurationMinutes: 60, priceMinor: 8900 },
];

describe('service lines', () => {
  it('say the quantity in the service unit', () => {
    expect(quantityText('hour', 1)).toBe('1 hour');
    expect(quantityText('hour', 3)).toBe('3 hours');
    expect(quantityText('job', 2)).toBe('× 2');
  });

  it('name the chosen services from the offer', () => {
    expect(
      serviceLines(
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
    expect(serviceLines(undefined, offers)).toEqual([]);
  });
});
