import type { JobDetail, JobPayment, JobPhotos, JobSummary, JobTips, MarketDetail, MarketSummary, ProviderCard, Quote, SessionUser, SlotsResponse, Tip } from '@marketplace/contracts';
import type { BookingDraft } from '../stores/booking-draft/draft-schema';

export const customer: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ana@example.com',
  name: 'Ana Ruiz',
  phone: '+1 212 555 0100',
  roles: ['customer'],
  managedMarketIds: [],
  providerId: null,
  language: null,
};

export const nycSummary: MarketSummary = {
  id: 'nyc',
  name: 'New York City',
  timeZone: 'America/New_York',
  currency: 'USD',
  language: 'en',
  status: 'live',
  serviceArea: 'All five boroughs',
};

export const nyc: MarketDetail = {
  ...nycSummary,
  postalCodes: ['10001', '10002'],
  providerCount: 3,
  services: [
    { id: 'cleaning', name: 'House cleaning', description: 'Rooms, kitchen and bathrooms.', unit: 'hour', defaultDurationMinutes: 120, priceMinor: 4500 },
    { id: 'tv-mounting', name: 'TV mounting', description: 'One TV on a wall bracket.', unit: 'job', defaultDurationMinutes: 60, priceMinor: 8900 },
  ],
  policies: { minNoticeMinutes: 120, bookingHorizonDays: 30, freeCancellationHours: 24, cancellationFeeBps: 2000, serviceFeeBps: 500, taxBps: 887 },
};

export const boston: MarketDetail = {
  ...nyc,
  id: 'boston',
  name: 'Boston',
  postalCodes: ['02108'],
  services: [nyc.services[0]!, { id: 'lawn', name: 'Lawn care', description: 'Mowing and edging.', unit: 'hour', defaultDurationMinutes: 60, priceMinor: 5000 }],
};

export const quote: Quote = {
  currency: 'USD',
  lines: [{ serviceId: 'cleaning', name: 'House cleaning', unit: 'hour', quantity: 3, unitPriceMinor: 4500, amountMinor: 13500 }],
  subtotalMinor: 13500,
  serviceFeeMinor: 675,
  taxMinor: 1257,
  totalMinor: 15432,
  durationMinutes: 180,
};

/** Monday 2 and Tuesday 3 March 2026, New York (EST, UTC−5). */
export const slots: SlotsResponse = {
  timeZone: 'America/New_York',
  durationMinutes: 180,
  days: [
    {
      date: '2026-03-02',
      slots: [
        { start: '2026-03-02T14:00:00.000Z', end: '2026-03-02T17:00:00.000Z', providerCount: 2 },
        { start: '2026-03-02T15:00:00.000Z', end: '2026-03-02T18:00:00.000Z', providerCount: 1 },
      ],
    },
    { date: '2026-03-03', slots: [{ start: '2026-03-03T13:00:00.000Z', end: '2026-03-03T16:00:00.000Z', providerCount: 1 }] },
    { date: '2026-03-04', slots: [{ start: '2026-03-04T13:00:00.000Z', end: '2026-03-04T16:00:00.000Z', providerCount: 1 }] },
    { date: '2026-03-05', slots: [{ start: '2026-03-05T13:00:00.000Z', end: '2026-03-05T16:00:00.000Z', providerCount: 1 }] },
  ],
};

export const provider: ProviderCard = {
  id: '22222222-2222-4222-8222-222222222222',
  displayName: 'Mehmet Yilmaz',
  pictureUrl: '/api/providers/22222222-2222-4222-8222-222222222222/picture?v=1',
  rating: { average: 4.8, count: 23 },
  shortBio: 'Ten years of careful cleaning in Manhattan.',
  serviceIds: ['cleaning'],
};

export const otherProvider: ProviderCard = {
  ...provider,
  id: '33333333-3333-4333-8333-333333333333',
  displayName: 'Lena Park',
  pictureUrl: null,
  rating: { average: null, count: 0 },
  shortBio: 'New in town, fast and friendly.',
};

export const hold = {
  id: '44444444-4444-4444-8444-444444444444',
  marketId: 'nyc',
  providerId: provider.id,
  start: '2026-03-02T14:00:00.000Z',
  end: '2026-03-02T17:00:00.000Z',
  expiresAt: '2026-03-01T15:10:00.000Z',
};

/** 1 March 2026, 10:00 in New York: the tests' "now". */
export const now = new Date('2026-03-01T15:00:00.000Z');

export const completeDraft: BookingDraft = {
  version: 1,
  idempotencyKey: '6f1c2b7e-3d4a-4b5c-8d9e-0f1a2b3c4d5e',
  marketId: 'nyc',
  services: [{ serviceId: 'cleaning', quantity: 3 }],
  address: { line1: '350 5th Ave', line2: 'Apt 4', city: 'New York', postalCode: '10001' },
  jobInfo: { descriptionHtml: '<p>Deep clean the <strong>kitchen</strong></p>', accessNotes: 'Doorman has a key', size: 'medium' },
  contact: { name: 'Ana Ruiz', email: 'ana@example.com', phone: '+1 212 555 0100' },
  start: hold.start,
  hold: { id: hold.id, providerId: hold.providerId, providerName: provider.displayName, start: hold.start, expiresAt: hold.expiresAt },
};

export const jobSummary: JobSummary = {
  id: '55555555-5555-4555-8555-555555555555',
  marketId: 'nyc',
  marketName: 'New York City',
  status: 'confirmed',
  start: '2026-03-02T14:00:00.000Z',
  end: '2026-03-02T17:00:00.000Z',
  timeZone: 'America/New_York',
  services: [{ serviceId: 'cleaning', name: 'House cleaning', unit: 'hour', quantity: 3 }],
  providerName: provider.displayName,
  totalMinor: 15432,
  currency: 'USD',
};

export const jobDetail: JobDetail = {
  ...jobSummary,
  provider,
  area: { postalCode: '10001', city: 'New York' },
  address: { line1: '350 5th Ave', line2: 'Apt 4', city: 'New York', postalCode: '10001' },
  descriptionHtml: '<p>Deep clean the <strong>kitchen</strong></p>',
  accessNotes: 'Doorman has a key',
  size: 'medium',
  contact: { name: 'Ana Ruiz', email: 'ana@example.com', phone: '+1 212 555 0100' },
  price: { currency: 'USD', lines: quote.lines, subtotalMinor: 13500, serviceFeeMinor: 675, taxMinor: 1257, totalMinor: 15432 },
  policy: { freeCancellationHours: 24, cancellationFeeBps: 2000, freeCancellationUntil: '2026-03-01T14:00:00.000Z' },
  timeline: [
    { at: '2026-02-27T12:00:00.000Z', actor: { role: 'customer', name: 'Ana Ruiz' }, from: null, to: 'requested', reason: null },
    { at: '2026-02-27T13:00:00.000Z', actor: { role: 'provider', name: 'Mehmet Yilmaz' }, from: 'requested', to: 'confirmed', reason: null },
  ],
  review: null,
  can: { cancel: true, reschedule: true, review: false, bookAgain: false },
};

/** What "Book again" on `jobDetail` writes into the draft, beside a new version and key: all but the time, its provider preferred. */
export const bookAgainParts = {
  marketId: 'nyc',
  services: [{ serviceId: 'cleaning', quantity: 3 }],
  address: jobDetail.address,
  jobInfo: { descriptionHtml: jobDetail.descriptionHtml, accessNotes: 'Doorman has a key', size: 'medium' },
  contact: jobDetail.contact,
  preferredProviderId: provider.id,
};

/** A job's payment as its page first shows it: the total held on the card. */
export const heldPayment: JobPayment = {
  mode: 'test',
  currency: 'USD',
  status: 'authorized',
  card: { brand: 'Visa', last4: '4242' },
  authorisedMinor: 15432,
  capturedMinor: 0,
  refundedMinor: 0,
  netMinor: 0,
  failureMessage: null,
  canPay: false,
  refundableMinor: 0,
  invoice: null,
  refunds: [],
  providerEarnings: null,
};

/** A completed job's tips as its customer sees them while a tip can be given (docs/payments.md, "Tips"). */
export const openTips: JobTips = {
  mode: 'test',
  currency: 'USD',
  provider: { displayName: 'Maria Alvarez' },
  tips: [],
  suggestionsMinor: [1500, 2300, 3100],
  maxMinor: 15432,
  openUntil: '2026-04-01T18:00:00.000Z',
  can: { tip: true },
};
/** A tip given. */
export const givenTip: Tip = { id: '7c1f3c1e-8a43-4a51-9c55-3f1f1f7a0c21', amountMinor: 2300, currency: 'USD', status: 'paid', refundedMinor: 0, refundableMinor: 0, at: '2026-03-03T15:00:00.000Z', card: { brand: 'Visa', last4: '4242' } };

/** A job that cannot be tipped and never was: the tip panel shows nothing. */
export const noTips: JobTips = { ...openTips, suggestionsMinor: [], maxMinor: 0, can: { tip: false } };

/** A job without photos (docs/job-photos.md): what its pages ask beside the job. */
export const noPhotos: JobPhotos = { photos: [], requiresAfterPhoto: false, can: { addBefore: false, addAfter: false }, perKind: 10, pictureLimits: { maxBytes: 8 * 1024 * 1024, maxPixels: 40_000_000, minSide: 96, types: ['image/jpeg', 'image/png', 'image/webp'] } };
