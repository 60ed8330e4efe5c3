import type { NotificationAudience } from '@marketplace/contracts';
import type { JobFacts, JobMessageEvent, JobStepPayload, MoneyPayload, NotificationPayload, PayoutPayload } from '../payload';

/**
 * Payloads as notify() writes them, for the template tests: a Berlin job on the Tuesday after
 * Europe's clocks went forward (15:00 CEST = 13:00 UTC), and a New York one.
 */
export const berlinJob: JobFacts = {
  id: '3f1c2b9e-8d7a-4c21-9f0e-6b5a4d3c2b1a',
  marketId: 'berlin',
  marketName: 'Berlin',
  timeZone: 'Europe/Berlin',
  currency: 'EUR',
  start: '2026-03-31T13:00:00.000Z',
  end: '2026-03-31T15:00:00.000Z',
  services: 'Home cleaning × 2 h, Window cleaning',
  address: ['Torstraße 1', '10119 Berlin'],
  customerName: 'Jane Doe',
  providerName: 'Ana Schmidt',
  status: 'confirmed',
};

export const newYorkJob: JobFacts = {
  ...berlinJob,
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  marketId: 'nyc',
  marketName: 'New York',
  timeZone: 'America/New_York',
  currency: 'USD',
  start: '2026-03-09T13:00:00.000Z',
  end: '2026-03-09T16:00:00.000Z',
  services: 'TV mounting',
  address: ['350 Fifth Avenue', 'New York 10001'],
};

/** A visit of a fortnightly plan. */
export const planVisit: JobFacts = { ...berlinJob, status: 'requested', plan: { id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', everyWeeks: 2 } };

const names: Record<NotificationAudience, string> = { customer: 'Jane Doe', provider: 'Ana Schmidt', manager: 'Max Manager' };

export function jobPayload(event: JobMessageEvent, audience: NotificationAudience, changes: Partial<JobStepPayload> = {}): JobStepPayload {
  return { kind: 'job', event, audience, recipientName: names[audience], job: berlinJob, reason: null, previousStart: null, noShow: false, icsSequence: 2, ...changes };
}

export function moneyPayload(event: MoneyPayload['event'], changes: Partial<MoneyPayload> = {}): MoneyPayload {
  return {
    kind: 'money',
    event,
    audience: 'customer',
    recipientName: 'Jane Doe',
    job: berlinJob,
    amountMinor: 12345,
    invoice: event === 'payment_received' ? null : { id: 'c0ffee00-0000-4000-8000-000000000001', number: 'BER-2026-0042' },
    creditNoteNumber: event === 'refunded' ? 'BER-CN-2026-0007' : null,
    reason: event === 'refunded' ? 'Window cleaning was not done' : null,
    ...changes,
  };
}

export const payoutPayload: PayoutPayload = {
  kind: 'payout',
  event: 'payout',
  audience: 'provider',
  recipientName: 'Ana Schmidt',
  providerId: '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9',
  payoutId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  amountMinor: 98_000,
  currency: 'EUR',
  jobCount: 3,
  paidAt: '2026-04-01T06:00:00.000Z',
};

/** Every event with every audience notify() tells it to (cancelled also as a missed visit). */
export const everyMessage: { name: string; payload: NotificationPayload }[] = [
  ...(['customer', 'provider', 'manager'] as const).map((audience) => ({ name: `booked → ${audience}`, payload: jobPayload('booked', audience, { job: { ...berlinJob, status: 'requested' } }) })),
  { name: 'confirmed → customer', payload: jobPayload('confirmed', 'customer') },
  ...(['customer', 'provider', 'manager'] as const).map((audience) => ({ name: `unassigned → ${audience}`, payload: jobPayload('unassigned', audience, { job: { ...berlinJob, status: 'unassigned' }, reason: 'Fully booked that day' }) })),
  ...(['customer', 'provider'] as const).map((audience) => ({ name: `reminder → ${audience}`, payload: jobPayload('reminder', audience) })),
  ...(['customer', 'provider', 'manager'] as const).map((audience) => ({ name: `rescheduled → ${audience}`, payload: jobPayload('rescheduled', audience, { previousStart: '2026-03-27T14:00:00.000Z', icsSequence: 3 }) })),
  ...(['customer', 'provider', 'manager'] as const).flatMap((audience) => [
    { name: `cancelled → ${audience}`, payload: jobPayload('cancelled', audience, { job: { ...berlinJob, status: 'cancelled' }, reason: 'Plans changed' }) },
    { name: `cancelled (missed visit) → ${audience}`, payload: jobPayload('cancelled', audience, { job: { ...berlinJob, status: 'no_show' }, noShow: true }) },
  ]),
  { name: 'started → customer', payload: jobPayload('started', 'customer', { job: { ...berlinJob, status: 'in_progress' } }) },
  { name: 'completed → customer', payload: jobPayload('completed', 'customer', { job: { ...berlinJob, status: 'completed' } }) },
  ...(['invoice_issued', 'payment_received', 'refunded'] as const).map((event) => ({ name: `${event} → customer`, payload: moneyPayload(event) })),
  { name: 'tip_received → provider', payload: moneyPayload('tip_received', { audience: 'provider', recipientName: 'Ana Schmidt', job: { ...berlinJob, status: 'completed' }, amountMinor: 1500, invoice: null }) },
  { name: 'payout → provider', payload: payoutPayload },
  // A recurring plan's (docs/repeat-business.md).
  ...(['customer', 'provider'] as const).map((audience) => ({ name: `plan_created → ${audience}`, payload: jobPayload('plan_created', audience, { job: planVisit }) })),
  ...(['customer', 'provider'] as const).map((audience) => ({ name: `visit_skipped → ${audience}`, payload: jobPayload('visit_skipped', audience, { job: { ...planVisit, status: 'cancelled' }, reason: 'Skipped' }) })),
  ...(['customer', 'manager'] as const).map((audience) => ({
    name: `visit_unassigned → ${audience}`,
    payload: jobPayload('visit_unassigned', audience, { job: { ...planVisit, status: 'unassigned', providerName: null }, reason: 'The plan’s provider is off at this time.' }),
  })),
  { name: 'visit_card_declined → customer', payload: jobPayload('visit_card_declined', 'customer', { job: planVisit }) },
  // A job's conversation (docs/conversations.md): who wrote and how many, never the words.
  ...(['customer', 'provider'] as const).map((audience) => ({
    name: `message_received → ${audience}`,
    payload: { kind: 'conversation' as const, event: 'message_received' as const, audience, recipientName: 'Ana Schmidt', job: berlinJob, count: 2, fromMarketTeam: audience === 'provider' },
  })),
];
