import type { MailAttachment } from './transport';
import type { NotificationPayload } from './payload';

/**
 * Rendering a message from its payload (SCAFFOLD: the templates replace these bodies). One
 * template per event, reading differently per audience; times in the market's zone.
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
  /** The signed link that turns off this event's email for this user, without logging in. */
  unsubscribeUrl: string;
}

export async function renderEmail(payload: NotificationPayload, context: EmailContext): Promise<RenderedEmail> {
  const { title, body, link } = inAppText(payload);
  const url = link ? `${context.siteUrl}${link}` : context.siteUrl;
  return { subject: title, html: `<p>${body}</p><p><a href="${url}">Open</a></p><p><a href="${context.unsubscribeUrl}">Unsubscribe</a></p>`, text: `${body}\n\n${url}\n\nUnsubscribe: ${context.unsubscribeUrl}`, attachments: [] };
}

/** A text message: short, with the link. */
export function renderSms(payload: NotificationPayload, siteUrl: string): string {
  const { title, link } = inAppText(payload);
  return `Handyhub: ${title}${link ? ` ${siteUrl}${link}` : ''}`;
}

/** The bell's entry: a title, one or two sentences, and where it leads (a path in the site). */
export function inAppText(payload: NotificationPayload): { title: string; body: string; link: string | null } {
  return { title: payload.event, body: payload.event, link: null };
}
