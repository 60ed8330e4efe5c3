import { z } from './zod';
import { instantSchema } from './booking';
import { type Role, uuidSchema } from './common';
import { endpoint, noContent } from './endpoint';
import { routes } from './routes';
import { v } from './messages/validation-messages';

/**
 * Notifications (docs/notifications.md): per user, per event and per channel. The events and who each
 * one concerns are listed once here; the API decides who is told, the settings screens show the same table.
 */
export const notificationEvents = [
  'booked',
  'confirmed',
  'unassigned',
  'reminder',
  'rescheduled',
  'cancelled',
  'started',
  'completed',
  'invoice_issued',
  'payment_received',
  'refunded',
  'payout',
  // A customer tipped the provider (docs/payments.md, "Tips").
  'tip_received',
  // Recurring plans (docs/repeat-business.md): made, a visit skipped, not taken by its provider, refused by the card.
  'plan_created',
  'visit_skipped',
  'visit_unassigned',
  'visit_card_declined',
  // A job conversation's new message (docs/conversations.md): in-app at once, by email at most every 10 minutes.
  'message_received',
  // Problem cases (docs/problems.md): opened, a step of it, its resolution.
  'problem_reported',
  'problem_step',
  'problem_resolved',
  // Codes, links and changes to the account: always sent (email, or text for a phone code), never a setting.
  'account',
  // A market opened where someone joined the waitlist (docs/admin-markets.md): once, never a setting.
  'market_launch',
] as const;
export const notificationEventSchema = z.enum(notificationEvents);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

export const notificationChannels = ['email', 'sms', 'in_app'] as const;
export const notificationChannelSchema = z.enum(notificationChannels);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

export const notificationChannelLabels: Record<NotificationChannel, string> = { email: 'Email', sms: 'Text message', in_app: 'In the app' };

/** The side of a job a user is told as: the same event reads differently to each. */
export type NotificationAudience = 'customer' | 'provider' | 'manager';

type Defaults = Partial<Record<NotificationEvent, Record<NotificationChannel, boolean>>>;
const on = (email: boolean, sms: boolean, inApp = true) => ({ email, sms, in_app: inApp });

/**
 * The events each audience hears about, with each channel's default (what a user who never
 * opened the settings gets). Customers get every step of their job by email; text messages
 * only for what is time-critical. Providers are told about new requests by text as well.
 * Managers get email only when a job needs them (no provider, a cancellation).
 */
export const notificationDefaults: Record<NotificationAudience, Defaults> = {
  customer: {
    booked: on(true, false),
    confirmed: on(true, false),
    unassigned: on(true, false),
    reminder: on(true, true),
    rescheduled: on(true, false),
    cancelled: on(true, false),
    started: on(false, false),
    completed: on(true, false),
    invoice_issued: on(true, false),
    payment_received: on(true, false),
    refunded: on(true, false),
    plan_created: on(true, false),
    visit_skipped: on(true, false),
    visit_unassigned: on(true, false),
    visit_card_declined: on(true, false),
    message_received: on(true, false),
    problem_step: on(true, false),
    problem_resolved: on(true, false),
  },
  provider: {
    booked: on(true, true),
    unassigned: on(true, false),
    reminder: on(false, true),
    rescheduled: on(true, true),
    cancelled: on(true, true),
    payout: on(true, false),
    tip_received: on(true, false),
    plan_created: on(true, false),
    visit_skipped: on(true, true),
    message_received: on(true, false),
    problem_reported: on(true, false),
    problem_step: on(true, false),
    problem_resolved: on(true, false),
  },
  manager: {
    booked: on(false, false),
    unassigned: on(true, false),
    rescheduled: on(false, false),
    cancelled: on(true, false),
    visit_unassigned: on(true, false),
    problem_reported: on(true, false),
    problem_step: on(false, false),
  },
};

/** A user's audiences from their roles (everyone can book as a customer; admins hear what managers hear). */
export function notificationAudiences(roles: readonly Role[]): NotificationAudience[] {
  const audiences: NotificationAudience[] = ['customer'];
  if (roles.includes('provider')) audiences.push('provider');
  if (roles.includes('manager') || roles.includes('admin')) audiences.push('manager');
  return audiences;
}

/**
 * What a user gets without choosing: the default of their most specific side that hears about
 * the event (manager, then provider, then customer). One value per event and channel, the one the
 * settings screen shows: a manager is not emailed about every booking in their market because
 * customers are emailed about their own, and a provider's reminders are texts, not emails.
 */
export function defaultChannels(roles: readonly Role[], event: NotificationEvent): Record<NotificationChannel, boolean> | undefined {
  const mostSpecificFirst = notificationAudiences(roles).reverse();
  const row = mostSpecificFirst.map((audience) => notificationDefaults[audience][event]).find((defaults) => defaults !== undefined);
  return row ? { ...row } : undefined;
}

export const notificationEventLabels: Record<NotificationEvent, { label: string; description: string }> = {
  booked: { label: 'New booking', description: 'A job is booked (customers: your booking; providers: a new request; managers: a new job in your market)' },
  confirmed: { label: 'Booking confirmed', description: 'The provider accepted the job' },
  unassigned: { label: 'Looking for a provider', description: 'A provider declined or did not answer in time' },
  reminder: { label: 'Reminder', description: 'Before the job starts (how long before is the market’s setting)' },
  rescheduled: { label: 'Rescheduled', description: 'The job moved to another time' },
  cancelled: { label: 'Cancelled', description: 'The job was cancelled or the visit was missed' },
  started: { label: 'Job started', description: 'The provider started the job' },
  completed: { label: 'Job completed', description: 'The provider finished the job' },
  invoice_issued: { label: 'Invoice', description: 'An invoice was issued' },
  payment_received: { label: 'Payment received', description: 'Your card was charged' },
  refunded: { label: 'Refund', description: 'Money was refunded to your card' },
  payout: { label: 'Payout', description: 'Your earnings were paid out' },
  tip_received: { label: 'Tip received', description: 'A customer tipped you for a job' },
  plan_created: { label: 'New plan', description: 'A recurring plan is made (customers: yours; providers: one with you)' },
  visit_skipped: { label: 'Visit skipped', description: 'A visit of a recurring plan is skipped' },
  visit_unassigned: { label: 'Visit without a provider', description: 'A visit of a recurring plan could not be given to its provider (customers: yours; managers: one in your market)' },
  visit_card_declined: { label: 'Visit not authorised', description: 'Your card was declined for a visit of your recurring plan' },
  message_received: { label: 'New message', description: 'Someone wrote to you about a job (at most one email per job every 10 minutes)' },
  problem_reported: { label: 'Problem reported', description: 'A customer reported a problem with a job (providers: yours; managers: one in your market)' },
  problem_step: { label: 'Problem case', description: 'Someone answered or asked about a problem case you are part of' },
  problem_resolved: { label: 'Problem resolved', description: 'A problem case about your job was resolved' },
  account: { label: 'Account and security', description: 'Codes, password resets and changes to your account (always sent)' },
  market_launch: { label: 'We are live in your area', description: 'Once, to the waitlist, when a market opens' },
};

export const notificationLimits = { inboxPage: 50, markRead: 100, preferenceChanges: notificationEvents.length * notificationChannels.length, outboxPage: 100, token: 500 } as const;

// ---- Settings.
export const notificationPreferenceSchema = z.object({
  event: notificationEventSchema,
  label: z.string().check(z.maxLength(100)),
  description: z.string().check(z.maxLength(300)),
  channels: z.object({ email: z.boolean(), sms: z.boolean(), in_app: z.boolean() }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
  /** Only the events that concern this user's roles, in `notificationEvents` order. */
  events: z.array(notificationPreferenceSchema).check(z.maxLength(notificationEvents.length)),
  /** Where email goes (the account's address). */
  email: z.string().check(z.maxLength(254)),
  /** Text messages need a phone number on the account; without one SMS choices are kept but nothing is sent. */
  hasPhone: z.boolean(),
  /** Text messages go only to a verified phone (verified on the account page); false without a phone. */
  phoneVerified: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferenceChangeSchema = z.object({ event: notificationEventSchema, channel: notificationChannelSchema, enabled: z.boolean() });
export const updateNotificationPreferencesSchema = z.object({
  changes: z.array(notificationPreferenceChangeSchema).check(z.minLength(1, v.nothingToChange), z.maxLength(notificationLimits.preferenceChanges)),
});
export type UpdateNotificationPreferences = z.input<typeof updateNotificationPreferencesSchema>;

// ---- The in-app inbox (the bell).
export const inboxItemSchema = z.object({
  id: uuidSchema,
  event: notificationEventSchema,
  title: z.string().check(z.maxLength(200)),
  body: z.string().check(z.maxLength(500)),
  /** A path in the site (`/job/…`), or null. */
  link: z.nullable(z.string().check(z.maxLength(300))),
  createdAt: instantSchema,
  readAt: z.nullable(instantSchema),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxSchema = z.object({ unreadCount: z.number().check(z.int()), items: z.array(inboxItemSchema).check(z.maxLength(notificationLimits.inboxPage)) });
export type Inbox = z.infer<typeof inboxSchema>;

export const markReadSchema = z.union([
  z.object({ ids: z.array(uuidSchema).check(z.minLength(1), z.maxLength(notificationLimits.markRead)) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkRead = z.input<typeof markReadSchema>;

// ---- Unsubscribe links (signed; they work without logging in).
export const unsubscribeTokenSchema = z.string().check(z.trim(), z.minLength(1, v.thisLinkIsIncomplete), z.maxLength(notificationLimits.token, v.thisLinkIsNotValid));
export const unsubscribeStateSchema = z.object({
  event: notificationEventSchema,
  eventLabel: z.string().check(z.maxLength(100)),
  channel: notificationChannelSchema,
  /** The address, masked ("j•••@example.com"). */
  address: z.string().check(z.maxLength(254)),
  subscribed: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;
export const unsubscribeRequestSchema = z.object({
  token: unsubscribeTokenSchema,
  /**
   * A link only ever turns mail off: turning it back on needs a login (the settings page). Older pages sent
   * `subscribe: true` for their undo; it is refused rather than ignored, so it can never read as "unsubscribe".
   */
  subscribe: z.optional(z.literal(false, { message: v.toGetTheseEmailsAgainLog })),
});

/** What a mail provider posts for RFC 8058 one-click unsubscribe (`List-Unsubscribe-Post`). */
export const ONE_CLICK_UNSUBSCRIBE_BODY = { name: 'List-Unsubscribe', value: 'One-Click' } as const;

export const notificationEndpoints = {
  preferences: endpoint({
    ...routes['notifications.preferences'],
    access: 'authenticated',
    summary: 'Your notification settings: per event that concerns you, per channel (email, SMS, in-app)',
    tags: ['notifications'],
    response: notificationPreferencesSchema,
  }),
  updatePreferences: endpoint({
    ...routes['notifications.updatePreferences'],
    access: 'authenticated',
    summary: 'Change some of your notification settings; answers all of them',
    tags: ['notifications'],
    body: updateNotificationPreferencesSchema,
    response: notificationPreferencesSchema,
  }),
  inbox: endpoint({
    ...routes['notifications.inbox'],
    access: 'authenticated',
    summary: 'Your in-app notifications, newest first, with the unread count (the bell)',
    tags: ['notifications'],
    query: z.object({ limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(notificationLimits.inboxPage)), 20) }),
    response: inboxSchema,
  }),
  markRead: endpoint({
    ...routes['notifications.markRead'],
    access: 'authenticated',
    summary: 'Mark some or all of your in-app notifications read',
    tags: ['notifications'],
    body: markReadSchema,
    response: z.object({ unreadCount: z.number().check(z.int()) }),
  }),
  unsubscribeState: endpoint({
    ...routes['notifications.unsubscribeState'],
    access: 'public',
    summary: 'What an unsubscribe link (from an email) would turn off, without logging in',
    tags: ['notifications'],
    query: z.object({ token: unsubscribeTokenSchema }),
    response: unsubscribeStateSchema,
  }),
  unsubscribe: endpoint({
    ...routes['notifications.unsubscribe'],
    access: 'public',
    rateLimit: 'unsubscribe',
    summary: 'Turn off (or back on) the one event and channel an unsubscribe link names, without logging in',
    tags: ['notifications'],
    body: unsubscribeRequestSchema,
    response: unsubscribeStateSchema,
  }),
  unsubscribeOneClick: endpoint({
    ...routes['notifications.unsubscribeOneClick'],
    access: 'public',
    summary:
      'RFC 8058 one-click unsubscribe: the mail provider posts List-Unsubscribe=One-Click (form-encoded or multipart) to the URL in the email; no CSRF header is needed here, and only here',
    tags: ['notifications'],
    query: z.object({ token: unsubscribeTokenSchema }),
    consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
    response: noContent,
    status: 204,
  }),
  unsubscribeOneClickLink: endpoint({
    ...routes['notifications.unsubscribeOneClickLink'],
    access: 'public',
    summary: 'The one-click URL opened in a browser: 303 to the page that asks before changing anything',
    tags: ['notifications'],
    query: z.object({ token: unsubscribeTokenSchema }),
    response: noContent,
    status: 303,
  }),
};
