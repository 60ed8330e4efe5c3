import { notificationEventLabels } from '@marketplace/contracts';
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { NotificationPayload, OutboxPayload } from './payload';
import { accountMessage, accountSms } from './templates/account-messages';
import { jobCalendarAttachment } from './templates/job-calendar';
import { jobMessage } from './templates/job-messages';
import { launchMessage } from './templates/launch-message';
import type { MessageContent } from './templates/message-content';
import { clip } from './templates/message-text';
import { moneyMessage, payoutMessage } from './templates/money-messages';
import { NotificationEmail } from './templates/notification-email';
import type { MailAttachment } from './transport';

/**
 * Rendering a message from its payload: the words come from templates/ (one per event, reading
 * differently per audience), the same for every channel; times in the market's zone, named.
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

function messageContent(payload: OutboxPayload): MessageContent {
  if (payload.kind === 'account') return accountMessage(payload);
  if (payload.kind === 'job') return jobMessage(payload);
  if (payload.kind === 'money') return moneyMessage(payload);
  if (payload.kind === 'launch') return launchMessage(payload);
  return payoutMessage(payload);
}

const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

export async function renderEmail(payload: OutboxPayload, context: EmailContext): Promise<RenderedEmail> {
  const content = messageContent(payload);
  const site = origin(context.siteUrl);
  const unsubscribe = context.unsubscribeUrl && payload.kind !== 'account'
    ? { eventLabel: notificationEventLabels[payload.event].label, url: context.unsubscribeUrl, settingsUrl: payload.kind === 'launch' ? null : `${site}/account/notifications` }
    : null;
  const email = createElement(NotificationEmail, {
    recipientName: payload.recipientName,
    content,
    actionUrl: `${site}${content.action.path}`,
    footer: { because: content.because, unsubscribe },
  });
  const calendar = payload.kind === 'job' ? jobCalendarAttachment(payload, context.now) : null;
  return {
    subject: content.subject,
    html: await render(email),
    text: await render(email, { plainText: true }),
    attachments: calendar ? [calendar] : [],
  };
}

/** A text message: the subject and the link, within one SMS (160 characters) whenever the link allows. */
export function renderSms(payload: OutboxPayload, siteUrl: string): string {
  if (payload.kind === 'account') return accountSms(payload);
  const content = messageContent(payload);
  const link = `${origin(siteUrl)}${content.action.path}`;
  return `Handyhub: ${clip(content.subject, Math.max(40, 160 - 'Handyhub: '.length - link.length - 1))} ${link}`;
}

/** The bell's entry: a title, one or two sentences, and where it leads (a path in the site). */
export function inAppText(payload: NotificationPayload): { title: string; body: string; link: string | null } {
  const content = messageContent(payload);
  const body = content.reason ? `${content.summary} Reason: ${content.reason}` : content.summary;
  return { title: clip(content.subject, 200), body: clip(body, 500), link: content.action.path };
}
