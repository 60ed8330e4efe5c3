import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { NotificationChannel, NotificationEvent, NotificationPreference } from '@marketplace/contracts';

/**
 * The settings table's words in the page's language. The API sends each row's label and
 * description too, but in the language of the request that fetched them: the page drawn in
 * another language since (the switcher does not reload) would keep them. Those are the fallback.
 */
const channelLabels: Record<NotificationChannel, MessageDescriptor> = defineMessages({
  email: { id: 'account-ui.notification-settings.channel.email', defaultMessage: 'Email' },
  sms: { id: 'account-ui.notification-settings.channel.sms', defaultMessage: 'Text message' },
  in_app: { id: 'account-ui.notification-settings.channel.in-app', defaultMessage: 'In the app' },
});

const eventLabels: Partial<Record<NotificationEvent, MessageDescriptor>> = defineMessages({
  booked: { id: 'account-ui.notification-settings.event.booked', defaultMessage: 'New booking' },
  confirmed: { id: 'account-ui.notification-settings.event.confirmed', defaultMessage: 'Booking confirmed' },
  unassigned: { id: 'account-ui.notification-settings.event.unassigned', defaultMessage: 'Looking for a provider' },
  reminder: { id: 'account-ui.notification-settings.event.reminder', defaultMessage: 'Reminder' },
  rescheduled: { id: 'account-ui.notification-settings.event.rescheduled', defaultMessage: 'Rescheduled' },
  cancelled: { id: 'account-ui.notification-settings.event.cancelled', defaultMessage: 'Cancelled' },
  started: { id: 'account-ui.notification-settings.event.started', defaultMessage: 'Job started' },
  completed: { id: 'account-ui.notification-settings.event.completed', defaultMessage: 'Job completed' },
  invoice_issued: { id: 'account-ui.notification-settings.event.invoice-issued', defaultMessage: 'Invoice' },
  payment_received: { id: 'account-ui.notification-settings.event.payment-received', defaultMessage: 'Payment received' },
  refunded: { id: 'account-ui.notification-settings.event.refunded', defaultMessage: 'Refund' },
  payout: { id: 'account-ui.notification-settings.event.payout', defaultMessage: 'Payout' },
  tip_received: { id: 'account-ui.notification-settings.event.tip-received', defaultMessage: 'Tip received' },
  plan_created: { id: 'account-ui.notification-settings.event.plan-created', defaultMessage: 'New plan' },
  problem_reported: { id: 'account-ui.notification-settings.event.problem-reported', defaultMessage: 'Problem reported' },
  problem_step: { id: 'account-ui.notification-settings.event.problem-step', defaultMessage: 'Problem case' },
  problem_resolved: { id: 'account-ui.notification-settings.event.problem-resolved', defaultMessage: 'Problem resolved' },
  visit_skipped: { id: 'account-ui.notification-settings.event.visit-skipped', defaultMessage: 'Visit skipped' },
  visit_unassigned: { id: 'account-ui.notification-settings.event.visit-unassigned', defaultMessage: 'Visit without a provider' },
  visit_card_declined: { id: 'account-ui.notification-settings.event.visit-card-declined', defaultMessage: 'Visit not authorised' },
  message_received: { id: 'account-ui.notification-settings.event.message-received', defaultMessage: 'New message' },
});

const eventDescriptions: Partial<Record<NotificationEvent, MessageDescriptor>> = defineMessages({
  booked: {
    id: 'account-ui.notification-settings.event.booked.description',
    defaultMessage: 'A job is booked (customers: your booking; providers: a new request; managers: a new job in your market)',
  },
  confirmed: { id: 'account-ui.notification-settings.event.confirmed.description', defaultMessage: 'The provider accepted the job' },
  unassigned: { id: 'account-ui.notification-settings.event.unassigned.description', defaultMessage: 'A provider declined or did not answer in time' },
  reminder: { id: 'account-ui.notification-settings.event.reminder.description', defaultMessage: 'Before the job starts (how long before is the market’s setting)' },
  rescheduled: { id: 'account-ui.notification-settings.event.rescheduled.description', defaultMessage: 'The job moved to another time' },
  cancelled: { id: 'account-ui.notification-settings.event.cancelled.description', defaultMessage: 'The job was cancelled or the visit was missed' },
  started: { id: 'account-ui.notification-settings.event.started.description', defaultMessage: 'The provider started the job' },
  completed: { id: 'account-ui.notification-settings.event.completed.description', defaultMessage: 'The provider finished the job' },
  invoice_issued: { id: 'account-ui.notification-settings.event.invoice-issued.description', defaultMessage: 'An invoice was issued' },
  payment_received: { id: 'account-ui.notification-settings.event.payment-received.description', defaultMessage: 'Your card was charged' },
  refunded: { id: 'account-ui.notification-settings.event.refunded.description', defaultMessage: 'Money was refunded to your card' },
  payout: { id: 'account-ui.notification-settings.event.payout.description', defaultMessage: 'Your earnings were paid out' },
  tip_received: { id: 'account-ui.notification-settings.event.tip-received.description', defaultMessage: 'A customer tipped you for a job' },
  plan_created: { id: 'account-ui.notification-settings.event.plan-created.description', defaultMessage: 'A recurring plan is made (customers: yours; providers: one with you)' },
  problem_reported: { id: 'account-ui.notification-settings.event.problem-reported.description', defaultMessage: 'A customer reported a problem with a job (providers: yours; managers: one in your market)' },
  problem_step: { id: 'account-ui.notification-settings.event.problem-step.description', defaultMessage: 'Someone answered or asked about a problem case you are part of' },
  problem_resolved: { id: 'account-ui.notification-settings.event.problem-resolved.description', defaultMessage: 'A problem case about your job was resolved' },
  visit_skipped: { id: 'account-ui.notification-settings.event.visit-skipped.description', defaultMessage: 'A visit of a recurring plan is skipped' },
  visit_unassigned: {
    id: 'account-ui.notification-settings.event.visit-unassigned.description',
    defaultMessage: 'A visit of a recurring plan could not be given to its provider (customers: yours; managers: one in your market)',
  },
  visit_card_declined: { id: 'account-ui.notification-settings.event.visit-card-declined.description', defaultMessage: 'Your card was declined for a visit of your recurring plan' },
  message_received: { id: 'account-ui.notification-settings.event.message-received.description', defaultMessage: 'Someone wrote to you about a job (at most one email per job every 10 minutes)' },
});

export function channelLabel(intl: IntlShape, channel: NotificationChannel): string {
  return intl.formatMessage(channelLabels[channel]);
}

/** An event's name in the page's language ("Rescheduled"); `fallback` (the API's) for one without a setting. */
export function notificationEventLabel(intl: IntlShape, event: NotificationEvent, fallback: string): string {
  const message = eventLabels[event];
  return message ? intl.formatMessage(message) : fallback;
}

export function eventLabel(intl: IntlShape, row: NotificationPreference): string {
  return notificationEventLabel(intl, row.event, row.label);
}

export function eventDescription(intl: IntlShape, row: NotificationPreference): string {
  const message = eventDescriptions[row.event];
  return message ? intl.formatMessage(message) : row.description;
}
