import type { JobPayment, JobPhotos, JobTips, ProviderEarningsSummary, ProviderJobDetail, ProviderJobSummary, ProviderProfile, SessionUser } from '@marketplace/contracts';

export const providerUser: SessionUser = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'provider@example.com',
  name: 'Maria Alvarez',
  phone: '+1 212 555 0142',
  roles: ['provider'],
  managedMarketIds: [],
  providerId: '6d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c11',
  language: null,
};

/** Monday 2 March 2026, 9:00 (EST) in New York. */
export const now = Date.parse('2026-03-02T14:00:00.000Z');

export const request: ProviderJobSummary = {
  id: '7a1f0c52-3b7e-4d0a-9c8e-2f4b6d8a0e11',
  marketId: 'nyc',
  marketName: 'New York City',
  status: 'requested',
  start: '2026-03-04T14:00:00.000Z',
  end: '2026-03-04T17:00:00.000Z',
  timeZone: 'America/New_York',
  services: [{ serviceId: 'cleaning', name: 'House cleaning', unit: 'hour', quantity: 3 }],
  size: 'medium',
  area: { postalCode: '10011', city: 'Manhattan' },
  earnings: { totalMinor: 15432, commissionMinor: 2315, earningsMinor: 13117, currency: 'USD' },
  respondBy: '2026-03-02T15:20:00.000Z',
};

export const urgentRequest: ProviderJobSummary = {
  ...request,
  id: '8b2e1d63-4c8f-4e1b-8d9f-3a5c7e9b1f22',
  services: [{ serviceId: 'windows', name: 'Window cleaning', unit: 'job', quantity: 1 }],
  area: { postalCode: '11201', city: 'Brooklyn' },
  respondBy: '2026-03-02T14:20:00.000Z',
};

export const confirmedJob: ProviderJobSummary = { ...request, id: '9c3f2e74-5d9a-4f2c-9eaf-4b6d8fac2a33', status: 'confirmed', start: '2026-03-02T19:00:00.000Z', end: '2026-03-02T21:00:00.000Z', respondBy: null };

export const earnings: ProviderEarningsSummary = {
  markets: [
    {
      marketId: 'nyc',
      marketName: 'New York City',
      currency: 'USD',
      timeZone: 'America/New_York',
      week: { from: '2026-03-02T05:00:00.000Z', to: '2026-03-09T04:00:00.000Z', completedJobs: 1, earningsMinor: 13117 },
      month: { from: '2026-03-01T05:00:00.000Z', to: '2026-04-01T04:00:00.000Z', completedJobs: 4, earningsMinor: 52468 },
    },
  ],
};

export const requestDetail: ProviderJobDetail = {
  ...request,
  descriptionHtml: '<p>Clean the <strong>kitchen</strong> and two bathrooms.</p>',
  accessNotes: 'Doorman has a key',
  address: null,
  customer: null,
  actions: ['accept', 'decline', 'cancel'],
  startableFrom: '2026-03-04T13:30:00.000Z',
  requiresAfterPhoto: false,
  afterPhotos: 0,
  notes: [],
  timeline: [{ at: '2026-03-02T13:00:00.000Z', actor: { role: 'customer', name: 'Ana Ruiz' }, from: null, to: 'requested', reason: null }],
};

export const acceptedDetail: ProviderJobDetail = {
  ...requestDetail,
  status: 'confirmed',
  respondBy: null,
  address: { line1: '350 5th Ave', line2: 'Apt 4B', city: 'New York', postalCode: '10011' },
  customer: { name: 'Ana Ruiz', email: 'ana@example.com', phone: '+1 (212) 555-0100' },
  actions: ['cancel'],
  timeline: [
    ...requestDetail.timeline,
    { at: '2026-03-02T13:30:00.000Z', actor: { role: 'provider', name: 'Maria Alvarez' }, from: 'requested', to: 'confirmed', reason: null },
  ],
};

/** A job's money as the provider sees it before the job is done: held on the card, no invoice yet. */
export const authorizedPayment: JobPayment = {
  mode: 'test', currency: 'USD', status: 'authorized', card: null, authorisedMinor: 15_000, capturedMinor: 0, refundedMinor: 0, netMinor: 0,
  failureMessage: null, canPay: false, refundableMinor: 0, invoice: null, refunds: [], providerEarnings: { earnedMinor: 13_117, commissionMinor: 1883 },
};

/** A provider's public profile, as /provider-profile/{id} shows it. */
export const publicProfile: ProviderProfile = {
  id: '6d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c11',
  displayName: 'Mehmet Yilmaz',
  pictureUrl: null,
  bioHtml: '<p>Ten years of <strong>careful</strong> cleaning.</p>',
  rating: { average: 4.84, count: 23 },
  services: [{ id: 'cleaning', name: 'House cleaning' }],
  markets: [{ id: 'nyc', name: 'New York City' }],
  memberSince: '2023-04-01T00:00:00.000Z',
  offers: [{ marketId: 'nyc', marketName: 'New York City', currency: 'USD', services: [{ id: 'cleaning', name: 'House cleaning', unit: 'hour', priceMinor: 5500 }] }],
};

/** The plan a visit belongs to: every two weeks (docs/repeat-business.md). */
export const fortnightly = { id: '3c5e7a90-1b2d-4f6a-8c0e-9d1f2a3b4c5d', everyWeeks: 2 } as const;
/** A job's tips as its provider sees them: one received, $5.00 of it refunded (docs/payments.md, "Tips"). */
export const receivedTips: JobTips = {
  mode: 'test',
  currency: 'USD',
  provider: { displayName: 'Maria Alvarez' },
  tips: [{ id: '3c9e6679-7425-40de-944b-e07fc1f90ae3', amountMinor: 2000, currency: 'USD', status: 'partially_refunded', refundedMinor: 500, refundableMinor: 0, at: '2026-03-02T20:00:00.000Z', card: null }],
  suggestionsMinor: [],
  maxMinor: 0,
  openUntil: '2026-04-01T18:00:00.000Z',
  can: { tip: false },
};
export const noTips: JobTips = { ...receivedTips, tips: [] };

/** A job without photos (docs/job-photos.md): what its pages ask beside the job. */
export const noPhotos: JobPhotos = { photos: [], requiresAfterPhoto: false, can: { addBefore: false, addAfter: false }, perKind: 10, pictureLimits: { maxBytes: 8 * 1024 * 1024, maxPixels: 40_000_000, minSide: 96, types: ['image/jpeg', 'image/png', 'image/webp'] } };
