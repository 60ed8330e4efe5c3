import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { NotificationPayload, OutboxPayload } from './payload';
import { accountMessage, accountSms } from './templates/account-messages';
import { eventLabels } from './templates/event-labels';
import { jobCalendarAttachment } from './templates/job-calendar';
import { jobMessage } from './templates/job-messages';
import { launchMessage } from './templates/launch-message';
import { intlOf, type MessageContent } from './templates/message-content';
import { clip } from './templates/message-text';
import { conversationMessage } from './templates/conversation-messages';
import { moneyMessage, payoutMessage } from './templates/money-messages';
import { NotificationEmail } from './templates/notification-email';
import type { MailAttachment } from './transport';

/**
 * Rendering a message from its payload: the words come from templates/ (one per event, reading
 * differently per audience), the same for every channel, in the recipient's language (the
 * payload's `language`); times in the market's zone, named.
 */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** The job's `.ics` for booked and rescheduled mails. */
  attachments: MailAttachment[];
}

export interface EmailContext {
  /** The site's origin (config.notifications.siteUrl), for links. */
  siteUrl: string;
  /** The signed link that turns off this event's email for this user, without logging in (none for account messages). */
  unsubscribeUrl: string | null;
  /** When it is rendered (deps.now): the calendar file's DTSTAMP. */
  now: Date;
}

const m = defineMessages({
  inAppWithReason: { id: 'api.in-app.with-reason', defaultMessage: '{summary} Reason: {reason}' },
});

function messageContent(payload: OutboxPayload, intl: IntlShape<string>): MessageContent {
  if (payload.kind === 'account') return accountMessage(payload, intl);
  if (payload.kind === 'job') return jobMessage(payload, intl);
  if (payload.kind === 'money') return moneyMessage(payload, intl);
  if (payload.kind === 'launch') return launchMessage(payload, intl);
  if (payload.kind === 'conversation') return conversationMessage(payload, intl);
  return payoutMessage(payload, intl);
}

const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

export async function renderEmail(payload: OutboxPayload, context: EmailContext): Promise<RenderedEmail> {
  const intl = intlOf(payload);
  const content = messageContent(payload, intl);
  const site = origin(context.siteUrl);
  const unsubscribe =
    context.unsubscribeUrl && payload.kind !== 'account'
      ? { eventLabel: intl.formatMessage(eventLabels[payload.event]), url: context.unsubscribeUrl, settingsUrl: payload.kind === 'launch' ? null : `${site}/account/notifications` }
      : null;
  const email = createElement(NotificationEmail, {
    intl,
    recipientName: payload.recipientName,
    content,
    actionUrl: `${site}${content.action.path}`,
    footer: { because: content.because, unsubscribe },
  });
  const calendar = payload.kind === 'job' ? jobCalendarAttachment(payload, context.now, intl) : null;
  return {
    subject: content.subject,
    html: await render(email),
    text: await render(email, { plainText: true }),
    attachments: calendar ? [calendar] : [],
  };
}

/** A text message: the subject and the link, within one SMS (160 characters) whenever the link allows. */
export function renderSms(payload: OutboxPayload, siteUrl: string): string {
  const intl = intlOf(payload);
  if (payload.kind === 'account') return accountSms(payload, intl);
  const content = messageContent(payload, intl);
  const link = `${origin(siteUrl)}${content.action.path}`;
  // The brand, the subject and the link: nothing in it to translate but the subject.
  return `Handyhub: ${clip(content.subject, Math.max(40, 160 - 'Handyhub: '.length - link.length - 1))} ${link}`;
}

/** The bell's entry: a title, one or two sentences, and where it leads (a path in the site). */
export function inAppText(payload: NotificationPayload): { title: string; body: string; link: string | null } {
  const intl = intlOf(payload);
  const content = messageContent(payload, intl);
  const body = content.reason ? intl.formatMessage(m.inAppWithReason, { summary: content.summary, reason: content.reason }) : content.summary;
  return { title: clip(content.subject, 200), body: clip(body, 500), link: content.action.path };
}
