import type { OutboxMessage, OutboxMessageDetail, OutboxPage, outboxQuerySchema, SessionUser } from '@marketplace/contracts';
import type { z } from '@marketplace/contracts/zod';
import type { MailAttachmentRecord } from '../../db/notifications-schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { authorize, canManageOutbox } from '../access';
import { composeEmail, messageIdOf } from './deliver';
import { findLocalMail, findOutboxRow, findTestSms, listOutbox, type OutboxRow, reviveDeadLetter } from './outbox.repository';
import type { NotificationPayload } from './payload';
import { inAppText, renderSms } from './render';
import { notificationsMessages as m } from './notifications-messages';

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** What a row is about in one line: the email's subject or the text message as kept, else as the templates word it. */
function summaryOf(deps: Deps, row: OutboxRow): string {
  const payload = row.payload as NotificationPayload;
  if (row.channel === 'sms') return shorten(row.sms_body ?? renderSms(payload, deps.config.notifications.siteUrl), 300);
  return shorten((row.channel === 'email' ? row.mail_subject : null) ?? inAppText(payload).title, 300);
}

function toMessage(deps: Deps, row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    event: row.event,
    channel: row.channel,
    recipient: row.recipient,
    summary: summaryOf(deps, row),
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    marketId: row.market_id,
    jobId: row.job_id,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  };
}

export async function readOutbox(deps: Deps, user: SessionUser, query: z.output<typeof outboxQuerySchema>): Promise<OutboxPage> {
  authorize(canManageOutbox(user));
  const { page, pageSize, ...filter } = query;
  const { rows, total, counts } = await listOutbox(deps.db, filter, { offset: (page - 1) * pageSize, limit: pageSize });
  return { items: rows.map((row) => toMessage(deps, row)), total, page, pageSize, counts, mailTransport: deps.mailer.kind };
}

const decoded = (attachments: MailAttachmentRecord[]) =>
  attachments.map((attachment) => ({ ...attachment, content: Buffer.from(attachment.content, 'base64').toString('utf8') }));

/**
 * The email as kept locally; over SMTP nothing is kept, so it is rendered again from the
 * message's payload (as the templates word it now; before it is sent, a preview).
 */
async function mailOf(deps: Deps, row: OutboxRow): Promise<OutboxMessageDetail['mail']> {
  if (row.channel !== 'email' || !row.recipient) return null;
  const kept = await findLocalMail(deps.db, row.id);
  if (kept) return { messageId: kept.message_id, to: kept.to_address, subject: kept.subject, html: kept.html, text: kept.text, attachments: decoded(kept.attachments) };
  if (deps.mailer.kind === 'local') return null;
  const mail = await composeEmail(deps, row, row.recipient);
  return { messageId: messageIdOf(row.id), to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, attachments: mail.attachments };
}

export async function readOutboxMessage(deps: Deps, user: SessionUser, id: string): Promise<OutboxMessageDetail> {
  authorize(canManageOutbox(user));
  const row = await findOutboxRow(deps.db, id);
  if (!row) throw AppError.notFound(m.noSuchMessage);
  const sms = row.channel === 'sms' ? await findTestSms(deps.db, id) : undefined;
  return { ...toMessage(deps, row), mail: await mailOf(deps, row), sms: sms ? { to: sms.to_phone, body: sms.body } : null };
}

/** A dead letter is delivered again, its attempts starting over; anything else is refused (409). */
export async function retryOutboxMessage(deps: Deps, user: SessionUser, id: string): Promise<OutboxMessage> {
  authorize(canManageOutbox(user));
  await deps.db.transaction().execute(async (trx) => {
    const row = await findOutboxRow(trx, id);
    if (!row) throw AppError.notFound(m.noSuchMessage);
    if (!(await reviveDeadLetter(trx, id))) throw AppError.conflict({ ...m.onlyDeadLetters, values: { status: row.status } });
    await deps.queue.send(trx, 'notification-deliver', { notificationId: id });
  });
  return toMessage(deps, (await findOutboxRow(deps.db, id))!);
}
