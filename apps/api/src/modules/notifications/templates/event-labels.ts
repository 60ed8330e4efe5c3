import { defineMessages, type MessageDescriptor } from '@marketplace/contracts/messages';
import type { NotificationEvent } from '@marketplace/contracts';

/**
 * The events' names in the unsubscribe footer ("Stop emails about Reminder"), in the reader's
 * language: the same English as contracts' `notificationEventLabels` (what the settings page shows).
 */
export const eventLabels: Record<NotificationEvent, MessageDescriptor> = defineMessages({
  booked: { id: 'api.event.booked', defaultMessage: 'New booking' },
  confirmed: { id: 'api.event.confirmed', defaultMessage: 'Booking confirmed' },
  unassigned: { id: 'api.event.unassigned', defaultMessage: 'Looking for a provider' },
  reminder: { id: 'api.event.reminder', defaultMessage: 'Reminder' },
  rescheduled: { id: 'api.event.rescheduled', defaultMessage: 'Rescheduled' },
  cancelled: { id: 'api.event.cancelled', defaultMessage: 'Cancelled' },
  started: { id: 'api.event.started', defaultMessage: 'Job started' },
  completed: { id: 'api.event.completed', defaultMessage: 'Job completed' },
  invoice_issued: { id: 'api.event.invoice-issued', defaultMessage: 'Invoice' },
  payment_received: { id: 'api.event.payment-received', defaultMessage: 'Payment received' },
  refunded: { id: 'api.event.refunded', defaultMessage: 'Refund' },
  payout: { id: 'api.event.payout', defaultMessage: 'Payout' },
  tip_received: { id: 'api.event.tip-received', defaultMessage: 'Tip received' },
  plan_created: { id: 'api.event.plan-created', defaultMessage: 'New plan' },
  problem_reported: { id: 'api.event.problem-reported', defaultMessage: 'Problem reported' },
  problem_step: { id: 'api.event.problem-step', defaultMessage: 'Problem case' },
  problem_resolved: { id: 'api.event.problem-resolved', defaultMessage: 'Problem resolved' },
  visit_skipped: { id: 'api.event.visit-skipped', defaultMessage: 'Visit skipped' },
  visit_unassigned: { id: 'api.event.visit-unassigned', defaultMessage: 'Visit without a provider' },
  visit_card_declined: { id: 'api.event.visit-card-declined', defaultMessage: 'Visit not authorised' },
  message_received: { id: 'api.event.message-received', defaultMessage: 'New message' },
  account: { id: 'api.event.account', defaultMessage: 'Account and security' },
  market_launch: { id: 'api.event.market-launch', defaultMessage: 'We are live in your area' },
});
