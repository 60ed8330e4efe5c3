import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertLocalMail } from './outbox.repository';
import type { Mailer } from './transport';

/**
 * SMTP_URL unset: email is kept in `local_mail` (docs/product.md §6), one copy per outbox message however
 * often it is "sent", readable by admins at /admin/notifications.
 */
export function createLocalMailer(db: Kysely<Database>): Mailer {
  return {
    kind: 'local',
    async send(mail) {
      await insertLocalMail(db, {
        notification_id: mail.notificationId,
        message_id: mail.messageId,
        to_address: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: JSON.stringify(mail.attachments.map((attachment) => ({ ...attachment, content: Buffer.from(attachment.content).toString('base64') }))),
        headers: JSON.stringify(mail.headers),
      });
    },
    close: async () => undefined,
  };
}
