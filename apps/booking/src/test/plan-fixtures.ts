import type { PlanDetail, PlanEndingQuote, PlanSummary, PlanVisit } from '@marketplace/contracts';
import { jobDetail, provider, quote } from './fixtures';

/*
 * A fortnightly New York cleaning plan on Tuesdays at 9:00 (docs/repeat-business.md), as the API
 * would send it on the fixtures' "now", Sunday 1 March 2026. Clocks go forward on 8 March: the
 * visits keep 9:00 local time (14:00 UTC before, 13:00 UTC after).
 */
export const planId = '77777777-7777-4777-8777-777777777777';

const visit = (id: string, start: string, more: Partial<PlanVisit> = {}): PlanVisit => ({
  jobId: `88888888-8888-4888-8888-${id.padStart(12, '0')}`,
  start,
  end: new Date(Date.parse(start) + 3 * 3_600_000).toISOString(),
  status: 'confirmed',
  providerName: provider.displayName,
  skipped: false,
  moved: false,
  unassignedReason: null,
  ...more,
});

export const visits = {
  done: visit('1', '2026-02-17T14:00:00.000Z', { status: 'completed' }),
  next: visit('2', '2026-03-03T14:00:00.000Z'),
  unassigned: visit('3', '2026-03-17T13:00:00.000Z', { status: 'unassigned', providerName: null, unassignedReason: 'Mehmet Yilmaz is on time off then.' }),
  moved: visit('4', '2026-04-01T13:00:00.000Z', { moved: true }),
  skipped: visit('5', '2026-04-14T13:00:00.000Z', { status: 'cancelled', skipped: true }),
};

export const planSummary: PlanSummary = {
  id: planId,
  marketId: 'nyc',
  marketName: 'New York City',
  status: 'active',
  everyWeeks: 2,
  weekday: 2,
  localTime: '09:00',
  timeZone: 'America/New_York',
  services: jobDetail.services,
  providerId: provider.id,
  providerName: provider.displayName,
  nextVisit: { jobId: visits.next.jobId, start: visits.next.start },
  visitTotalMinor: 13890,
  currency: 'USD',
  discountBps: 1000,
  createdAt: '2026-02-10T12:00:00.000Z',
};

export const planDetail: PlanDetail = {
  ...planSummary,
  area: jobDetail.area,
  address: jobDetail.address!,
  descriptionHtml: jobDetail.descriptionHtml,
  // 10 % of $135.00 off; fee (5 %) and tax (8.87 %) on the discounted subtotal.
  price: { ...quote, discountMinor: 1350, subtotalMinor: 12150, serviceFeeMinor: 608, taxMinor: 1132, totalMinor: 13890 },
  card: { brand: 'Visa', last4: '4242' },
  policy: { freeCancellationHours: 24, cancellationFeeBps: 2000 },
  // As the API orders them: the past ones latest first, then the window in time order.
  visits: [visits.done, visits.next, visits.unassigned, visits.moved, visits.skipped],
  pausedAt: null,
  endedAt: null,
  can: { change: true, pause: true, resume: false, end: true },
};

/** Ending now: the visit of 3 March is still free (47 hours ahead); say one inside its window costs 20 %. */
export const endingQuote: PlanEndingQuote = {
  visits: [
    { jobId: visits.next.jobId, start: visits.next.start, feeMinor: 2778 },
    { jobId: visits.unassigned.jobId, start: visits.unassigned.start, feeMinor: 0 },
    { jobId: visits.moved.jobId, start: visits.moved.start, feeMinor: 0 },
  ],
  totalFeeMinor: 2778,
  currency: 'USD',
};
