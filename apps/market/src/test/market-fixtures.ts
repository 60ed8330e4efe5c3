import type { MarketDetail, MarketJobRow, MarketPlanRow, ProviderCard } from '@marketplace/contracts';

export const nyc: MarketDetail = {
  id: 'nyc',
  name: 'New York City',
  timeZone: 'America/New_York',
  currency: 'USD',
  language: 'en',
  status: 'live',
  serviceArea: 'All five boroughs',
  postalCodes: ['10001'],
  providerCount: 2,
  services: [
    { id: 'home-cleaning', name: 'Home cleaning', description: 'Rooms and kitchen.', unit: 'hour', defaultDurationMinutes: 60, priceMinor: 4500 },
    { id: 'window-cleaning', name: 'Window cleaning', description: 'Inside and out.', unit: 'job', defaultDurationMinutes: 90, priceMinor: 9000 },
  ],
  policies: { minNoticeMinutes: 60, bookingHorizonDays: 30, freeCancellationHours: 24, cancellationFeeBps: 2000, serviceFeeBps: 500, taxBps: 888 },
};

const card = (id: string, displayName: string): ProviderCard => ({ id, displayName, pictureUrl: null, rating: { average: 4.8, count: 3 }, shortBio: '', serviceIds: ['home-cleaning'] });
export const maria = card('6d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c11', 'Maria Lopez');
export const sam = card('7e1d3b5f-2c80-4d4a-8f32-6b9e4a1c8d22', 'Sam Okafor');

export const jobRow = (index: number, overrides: Partial<MarketJobRow> = {}): MarketJobRow => {
  const id = `${String(index).padStart(8, '0')}-0000-4000-8000-000000000000`;
  return {
    id,
    reference: id.slice(0, 8).toUpperCase(),
    status: 'confirmed',
    start: `2026-03-${String(10 + index).padStart(2, '0')}T14:00:00.000Z`,
    end: `2026-03-${String(10 + index).padStart(2, '0')}T16:00:00.000Z`,
    createdAt: '2026-03-01T12:00:00.000Z',
    provider: { id: maria.id, name: maria.displayName },
    customerName: `Customer ${index}`,
    servicesSummary: 'Home cleaning × 2',
    postalCode: '10001',
    totalMinor: 10_000 + index,
    currency: 'USD',
    respondBy: null,
    ...overrides,
  };
};

/** A plan as the market's Plans section lists it: every 2 weeks on Tuesday at 9:00 unless told. */
export const planRow = (index: number, overrides: Partial<MarketPlanRow> = {}): MarketPlanRow => ({
  id: `${String(index).padStart(8, '0')}-0000-4000-9000-000000000000`,
  status: 'active',
  everyWeeks: 2,
  weekday: 2,
  localTime: '09:00',
  customerName: `Plan customer ${index}`,
  providerName: maria.displayName,
  services: [{ serviceId: 'home-cleaning', name: 'Home cleaning', unit: 'hour', quantity: 3 }],
  nextVisit: { jobId: `${String(index).padStart(8, '0')}-0000-4000-8000-000000000000`, start: '2026-03-17T13:00:00.000Z' },
  createdAt: '2026-03-01T12:00:00.000Z',
  ...overrides,
});
