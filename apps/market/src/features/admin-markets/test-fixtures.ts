import type { AdminMarket, AdminService } from '@marketplace/contracts';

/** A coming-soon market as the admin API answers it, for the admin screens' tests. */
export const lyon: AdminMarket = {
  id: 'lyon',
  name: 'Lyon',
  timeZone: 'Europe/Paris',
  currency: 'EUR',
  language: 'en',
  status: 'coming_soon',
  serviceArea: 'Lyon',
  settings: { minNoticeMinutes: 60, bookingHorizonDays: 60, slotStepMinutes: 30, travelBufferMinutes: 30, holdMinutes: 10, freeCancellationHours: 24, cancellationFeeBps: 0, serviceFeeBps: 0, taxBps: 0, commissionBps: 0, planDiscountBps: 0, responseWindowMinutes: 60, reminderHoursBefore: 24, requireAfterPhoto: false, problemWindowHours: 72, postalCodes: ['69001'], legalFooter: '', version: 1 },
  offerableProviders: 0,
  pricedServices: 1,
  missing: ['offerable_provider'],
  waitlistWaiting: 4,
};

export const cleaning: AdminService = {
  id: 'home-cleaning',
  name: 'Home cleaning',
  description: 'A tidy home.',
  unit: 'hour',
  defaultDurationMinutes: 120,
  translations: { de: { name: 'Wohnungsreinigung', description: 'Eine aufgeräumte Wohnung.' } },
  markets: [{ marketId: 'lyon', marketName: 'Lyon', currency: 'EUR', priceMinor: 4500, active: true }],
};
