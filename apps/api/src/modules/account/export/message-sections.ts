import { notificationEventLabels, notificationEvents, type Role } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { accountMessage, channelsFor, inAppText, intlOf, launchMessage, loadOverrides, type NotificationPayload, type OutboxPayload } from '../../notifications';
import { firstNameOf } from '../../provider-profile';
import { type ExportRecord, iso } from './export-values';
import { listMessagesTo } from './person-sections.repository';

/**
 * A message to a provider or a manager names the customer; the copy for the person keeps the
 * customer's first name and the area only (the customer's own copy has the rest).
 */
function withoutOthersDetails(payload: NotificationPayload): NotificationPayload {
  if (payload.kind === 'payout' || payload.audience === 'customer') return payload;
  const area = payload.job.address.at(-1) ?? '';
  return { ...payload, job: { ...payload.job, customerName: firstNameOf(payload.job.customerName), address: [area] } };
}

/** What a message said, as its templates word it (in its language); never a code or a link's token (even before delivery). */
export function messageWords(payload: OutboxPayload): { subject: string; text: string } {
  if (payload.kind === 'account' || payload.kind === 'launch') {
    const intl = intlOf(payload);
    const content = payload.kind === 'launch' ? launchMessage(payload, intl) : accountMessage({ ...payload, code: null, secret: null }, intl);
    return { subject: content.subject, text: content.summary };
  }
  const words = inAppText(withoutOthersDetails(payload));
  return { subject: words.title, text: words.body };
}

/** Every message to the person: email, text message and the bell, as sent (or waiting to be). */
export async function messagesSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await listMessagesTo(db, userId);
  return rows.map((row) => ({
    event: row.event,
    channel: row.channel,
    to: row.recipient,
    status: row.status,
    ...messageWords(row.payload as OutboxPayload),
    createdAt: iso(row.created_at),
    sentAt: iso(row.sent_at),
    readAt: iso(row.read_at),
  }));
}

/** The person's notification settings as they apply: their choices, else their roles' defaults. */
export async function notificationSettingsSection(db: Kysely<Database>, user: { id: string; roles: readonly Role[] }): Promise<ExportRecord[]> {
  const overrides = (await loadOverrides(db, [user.id])).get(user.id) ?? [];
  return notificationEvents.flatMap((event) => {
    const channels = channelsFor(user.roles, overrides, event);
    return channels ? [{ event, label: notificationEventLabels[event].label, email: channels.email, textMessage: channels.sms, inApp: channels.in_app }] : [];
  });
}
