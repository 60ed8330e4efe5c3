import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { NotificationChannel, NotificationEvent } from '@marketplace/contracts';

/** The outbox's names of the notification events, in the page's language (the contract's English labels are for the API). */
export const notificationEventNames: Record<NotificationEvent, MessageDescriptor> = defineMessages({
  booked: { id: 'market.notification.event.booked', defaultMessage: 'New booking' },
  confirmed: { id: 'market.notification.event.confirmed', defaultMessage: 'Booking confirmed' },
  unassigned: { id: 'market.notification.event.unassigned', defaultMessage: 'Looking for a provider' },
  reminder: { id: 'market.notification.event.reminder', defaultMessage: 'Reminder' },
  rescheduled: { id: 'market.notification.event.rescheduled', defaultMessage: 'Rescheduled' },
  cancelled: { id: 'market.notification.event.cancelled', defaultMessage: 'Cancelled' },
  started: { id: 'market.notification.event.started', defaultMessage: 'Job started' },
  completed: { id: 'market.notification.event.completed', defaultMessage: 'Job completed' },
  invoice_issued: { id: 'market.notification.event.invoice-issued', defaultMessage: 'Invoice' },
  payment_received: { id: 'market.notification.event.payment-received', defaultMessage: 'Payment received' },
  refunded: { id: 'market.notification.event.refunded', defaultMessage: 'Refund' },
  payout: { id: 'market.notification.event.payout', defaultMessage: 'Payout' },
  tip_received: { id: 'market.notification.event.tip-received', defaultMessage: 'Tip received' },
  plan_created: { id: 'market.notification.event.plan-created', defaultMessage: 'New plan' },
  problem_reported: { id: 'market.notification.event.problem-reported', defaultMessage: 'Problem reported' },
  problem_step: { id: 'market.notification.event.problem-step', defaultMessage: 'Problem case' },
  problem_resolved: { id: 'market.notification.event.problem-resolved', defaultMessage: 'Problem resolved' },
  visit_skipped: { id: 'market.notification.event.visit-skipped', defaultMessage: 'Visit skipped' },
  visit_unassigned: { id: 'market.notification.event.visit-unassigned', defaultMessage: 'Visit without a provider' },
  visit_card_declined: { id: 'market.notification.event.visit-card-declined', defaultMessage: 'Visit not authorised' },
  message_received: { id: 'market.notification.event.message-received', defaultMessage: 'New message' },
  account: { id: 'market.notification.event.account', defaultMessage: 'Account and security' },
  market_launch: { id: 'market.notification.event.market-launch', defaultMessage: 'We are live in your area' },
});

export const notificationChannelNames: Record<NotificationChannel, MessageDescriptor> = defineMessages({
  email: { id: 'market.notification.channel.email', defaultMessage: 'Email' },
  sms: { id: 'market.notification.channel.sms', defaultMessage: 'Text message' },
  in_app: { id: 'market.notification.channel.in-app', defaultMessage: 'In the app' },
});
