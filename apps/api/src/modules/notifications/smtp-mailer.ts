import nodemailer from 'nodemailer';
import type { Mailer } from './transport';

/**
 * Email over SMTP (SMTP_URL). Short timeouts: a server that does not answer fails the attempt
 * well within the worker's lease, and the queue tries again later. STARTTLS is used when the
 * server offers it, not required (a relay on loopback may speak plain SMTP); smtps:// is TLS.
 */
export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        // The same id on every attempt: a receiver can drop the copy a crash after "250 OK" would double.
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        attachments: mail.attachments.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: attachment.content })),
      });
    },
    close: async () => transport.close(),
  };
}
