/**
 * Where delivered messages go: email over SMTP (nodemailer) or into the local outbox, SMS
 * through a gateway (test mode records them). Each `send` carries the outbox message's id:
 * the local outbox and the test SMS gateway keep one copy per id however often they are asked;
 * over SMTP the id is the Message-ID header (docs/notifications.md: what a crash can double).
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  notificationId: string;
  /** `<notification id@handyhub>`: the same for every attempt. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  /** e.g. List-Unsubscribe. */
  headers: Record<string, string>;
}

export interface Mailer {
  kind: 'smtp' | 'local';
  /** Resolves once the message is accepted (by the SMTP server, or written locally); throws otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export interface OutgoingSms {
  notificationId: string;
  to: string;
  body: string;
}

export interface SmsGateway {
  kind: 'test';
  send(message: OutgoingSms): Promise<void>;
}
