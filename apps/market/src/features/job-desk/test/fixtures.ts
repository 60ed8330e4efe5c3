import type { Candidate, Invoice, JobDesk, JobPayment, JobPhotos, JobTips, SessionUser, Tip } from '@marketplace/contracts';

export const managerUser: SessionUser = {
  id: '00000000-0000-4000-8000-000000000003',
  email: 'manager@example.com',
  name: 'Sam Patel',
  phone: null,
  roles: ['manager'],
  managedMarketIds: ['nyc'],
  providerId: null,
  language: null,
};

const maria = { id: '6d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c11', displayName: 'Maria Alvarez', pictureUrl: null, rating: { average: 4.9, count: 12 } };

export const deskJob: JobDesk = {
  id: '4b1f6c2a-8e3d-4f5a-9b7c-1d2e3f4a5b6c',
  marketId: 'nyc',
  marketName: 'New York City',
  status: 'confirmed',
  start: '2026-03-04T14:00:00.000Z',
  end: '2026-03-04T16:00:00.000Z',
  timeZone: 'America/New_York',
  services: [{ serviceId: 'home-cleaning', name: 'Home cleaning', unit: 'hour', quantity: 2 }],
  providerName: 'Maria Alvarez',
  totalMinor: 12_000,
  currency: 'USD',
  provider: { ...maria, shortBio: 'Tidy homes.', serviceIds: ['home-cleaning'] },
  area: { postalCode: '10118', city: 'New York' },
  address: { line1: '350 Fifth Avenue', city: 'New York', postalCode: '10118' },
  descriptionHtml: '<p>Kitchen and two bathrooms</p>',
  accessNotes: 'Doorman has a key',
  size: 'medium',
  contact: { name: 'Jordan Miller', email: 'jordan@example.com', phone: '+1 212 555 0101' },
  price: {
    currency: 'USD',
    lines: [{ serviceId: 'home-cleaning', name: 'Home cleaning', unit: 'hour', quantity: 2, unitPriceMinor: 5000, amountMinor: 10_000 }],
    subtotalMinor: 10_000,
    serviceFeeMinor: 800,
    taxMinor: 1200,
    totalMinor: 12_000,
  },
  policy: { freeCancellationHours: 24, cancellationFeeBps: 2500, freeCancellationUntil: '2026-03-03T14:00:00.000Z' },
  review: null,
  customer: { id: '00000000-0000-4000-8000-000000000001', name: 'Jordan Miller', email: 'customer@example.com', phone: '+1 212 555 0100' },
  respondBy: null,
  bookedAt: '2026-02-25T10:00:00.000Z',
  cancellationFeeMinor: null,
  actions: ['unassign', 'assign', 'cancel', 'reschedule'],
  cancellationQuote: { feeIfAppliedMinor: 3000, freeUntil: '2026-03-03T14:00:00.000Z', currency: 'USD' },
  history: [
    { at: '2026-02-25T10:00:00.000Z', actor: { role: 'customer', name: 'Jordan Miller' }, from: null, to: 'requested', reason: null, changes: null },
    {
      at: '2026-02-26T10:00:00.000Z',
      actor: { role: 'manager', name: 'Sam Patel' },
      from: 'unassigned',
      to: 'requested',
      reason: 'Dana is off sick',
      changes: { provider: { before: { id: '7d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c12', name: 'Dana Cruz' }, after: { id: maria.id, name: 'Maria Alvarez' } } },
    },
    {
      at: '2026-02-27T10:00:00.000Z',
      actor: { role: 'customer', name: 'Jordan Miller' },
      from: 'requested',
      to: 'requested',
      reason: 'Rescheduled',
      changes: { start: { before: '2026-03-03T14:00:00.000Z', after: '2026-03-04T14:00:00.000Z' } },
    },
  ],
};

const candidate = (id: string, displayName: string, score: number, reasons: string[], declinedBefore = false): Candidate => ({
  provider: { id, displayName, pictureUrl: null, rating: { average: 4.8, count: 35 } },
  score,
  parts: [
    { name: 'rating', points: 46.4, max: 50, reason: reasons[0]! },
    { name: 'load', points: 30, max: 30, reason: reasons[1]! },
    { name: 'travel', points: 20, max: 20, reason: reasons[2]! },
  ],
  reasons: declinedBefore ? ['Declined this job before', ...reasons] : reasons,
  declinedBefore,
});

export const candidates: Candidate[] = [
  candidate('8e1d3b5f-2c4a-4e6b-8d0f-1a3c5e7b9d21', 'Dana Cruz', 96.4, ['4.8★ over 35 reviews', 'No other job that day', 'Nothing booked right before or after']),
  candidate('9f2e4c6a-3d5b-4f7c-9e1a-2b4d6f8a0c32', 'Lee Wong', 81.2, ['No reviews yet', '1 other job that day', '90 min free before']),
  candidate('0a3f5d7b-4e6c-4a8d-8f2b-3c5e7a9b1d43', 'Ana Ruiz', 92, ['4.9★ over 10 reviews', 'No other job that day', 'Nothing booked right before or after'], true),
];

/** A completed job's money after one partial refund (from the payments API). */
export const deskPayment: JobPayment = {
  mode: 'test',
  currency: 'USD',
  status: 'partially_refunded',
  card: { brand: 'Visa', last4: '4242' },
  authorisedMinor: 0,
  capturedMinor: 12_000,
  refundedMinor: 1250,
  netMinor: 10_750,
  failureMessage: null,
  canPay: false,
  refundableMinor: 10_750,
  invoice: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', number: 'NYC-000042', status: 'paid', totalMinor: 12_000 },
  refunds: [
    {
      id: '1c9e6679-7425-40de-944b-e07fc1f90ae1',
      amountMinor: 1250,
      reason: 'Arrived late',
      status: 'succeeded',
      at: '2026-03-05T15:00:00.000Z',
      creditNoteNumber: 'NYC-CN-000003',
      by: 'Sam Patel',
    },
  ],
  providerEarnings: { earnedMinor: 7600, commissionMinor: 1400 },
};

/** A job's money before the job is done: the total held on the card, nothing invoiced yet. */
export const heldDeskPayment: JobPayment = {
  ...deskPayment,
  status: 'authorized',
  authorisedMinor: 12_000,
  capturedMinor: 0,
  refundedMinor: 0,
  netMinor: 0,
  refundableMinor: 0,
  invoice: null,
  refunds: [],
  providerEarnings: null,
};

export const deskInvoice: Invoice = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  number: 'NYC-000042',
  kind: 'job',
  status: 'paid',
  currency: 'USD',
  issuedAt: '2026-03-04T21:00:00.000Z',
  paidAt: '2026-03-04T21:00:01.000Z',
  market: { id: 'nyc', name: 'New York City', timeZone: 'America/New_York' },
  job: { id: deskJob.id, start: deskJob.start },
  billedTo: { name: 'Jordan Miller', email: 'jordan@example.com', address: ['350 Fifth Avenue', '10118 New York'] },
  provider: { displayName: 'Maria Alvarez' },
  lines: [{ description: 'Home cleaning', quantity: 2, unit: 'hour', unitPriceMinor: 5000, amountMinor: 10_000 }],
  subtotalMinor: 10_000,
  serviceFeeMinor: 800,
  taxMinor: 1200,
  totalMinor: 12_000,
  paidMinor: 12_000,
  creditNotes: [{ number: 'NYC-CN-000003', amountMinor: 1250, reason: 'Arrived late', issuedAt: '2026-03-05T15:00:00.000Z' }],
  balanceAfterCreditsMinor: 10_750,
  legalFooter: 'Handyhub Marketplace Inc. · 228 Park Ave S, New York, NY 10003',
  tips: [],
  mode: 'test',
};

/** A completed job's tips as its market's managers see them: none given. */
export const deskNoTips: JobTips = { mode: 'test', currency: 'USD', provider: { displayName: 'Maria Alvarez' }, tips: [], suggestionsMinor: [], maxMinor: 0, openUntil: '2026-04-04T21:00:00.000Z', can: { tip: false } };

/** A tip given by the customer, refundable in full (docs/payments.md, "Tips"). */
export const deskTip: Tip = { id: '3c9e6679-7425-40de-944b-e07fc1f90ae3', amountMinor: 1800, currency: 'USD', status: 'paid', refundedMinor: 0, refundableMinor: 1800, at: '2026-03-05T18:00:00.000Z', card: { brand: 'Visa', last4: '1881' } };

/** A job without photos (docs/job-photos.md): what its pages ask beside the job. */
export const noPhotos: JobPhotos = { photos: [], requiresAfterPhoto: false, can: { addBefore: false, addAfter: false }, perKind: 10, pictureLimits: { maxBytes: 8 * 1024 * 1024, maxPixels: 40_000_000, minSide: 96, types: ['image/jpeg', 'image/png', 'image/webp'] } };
