import { z } from './zod';
import { instantSchema } from './booking';
import { uuidSchema } from './common';
import { endpoint } from './endpoint';
import { notificationChannelSchema, notificationEventSchema, notificationLimits } from './notifications';
import { routes } from './routes';

/** The outbox as admins see it (issue 11): every message, its delivery and what was sent. */
export const outboxStatusSchema = z.enum(['pending', 'sending', 'sent', 'dead']);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

export const outboxMessageSchema = z.object({
  id: uuidSchema,
  event: notificationEventSchema,
  channel: notificationChannelSchema,
  recipient: z.nullable(z.string().check(z.maxLength(254))),
  /** The subject (email), the text (SMS) or the title (in-app), shortened. */
  summary: z.string().check(z.maxLength(300)),
  status: outboxStatusSchema,
  attempts: z.number().check(z.int()),
  lastError: z.nullable(z.string().check(z.maxLength(2000))),
  marketId: z.nullable(z.string().check(z.maxLength(40))),
  jobId: z.nullable(uuidSchema),
  createdAt: instantSchema,
  sentAt: z.nullable(instantSchema),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  status: z.optional(outboxStatusSchema),
  channel: z.optional(notificationChannelSchema),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(notificationLimits.outboxPage)), 25),
});

export const outboxPageSchema = z.object({
  items: z.array(outboxMessageSchema).check(z.maxLength(notificationLimits.outboxPage)),
  total: z.number().check(z.int()),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  counts: z.object({ pending: z.number().check(z.int()), sending: z.number().check(z.int()), sent: z.number().check(z.int()), dead: z.number().check(z.int()) }),
  /** Where email goes: 'smtp' when SMTP_URL is set, else 'local' (kept here, readable below). */
  mailTransport: z.enum(['smtp', 'local']),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxMessageDetailSchema = z.extend(outboxMessageSchema, {
  /** The email as sent (or kept locally); null for other channels or before it was rendered. */
  mail: z.nullable(z.object({
      messageId: z.string().check(z.maxLength(200)),
      to: z.string().check(z.maxLength(254)),
      subject: z.string().check(z.maxLength(300)),
      html: z.string().check(z.maxLength(500_000)),
      text: z.string().check(z.maxLength(200_000)),
      attachments: z.array(z.object({ filename: z.string().check(z.maxLength(200)), contentType: z.string().check(z.maxLength(100)), content: z.string().check(z.maxLength(200_000)) })).check(z.maxLength(10)),
    })),
  sms: z.nullable(z.object({ to: z.string().check(z.maxLength(40)), body: z.string().check(z.maxLength(1600)) })),
});
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetailSchema>;

const messageParams = z.object({ messageId: uuidSchema });

/** Admins only; part of the `notifications` group (endpoints.ts). */
export const outboxEndpoints = {
  outbox: endpoint({
    ...routes['notifications.outbox'],
    access: 'authenticated',
    summary: 'Admins: every message in the outbox (email, SMS, in-app) with its delivery status and last error',
    tags: ['notifications', 'admin'],
    query: outboxQuerySchema,
    response: outboxPageSchema,
  }),
  outboxMessage: endpoint({
    ...routes['notifications.outboxMessage'],
    access: 'authenticated',
    summary: 'Admins: one message, with the email or text message as it was sent or kept locally',
    tags: ['notifications', 'admin'],
    params: messageParams,
    response: outboxMessageDetailSchema,
  }),
  retry: endpoint({
    ...routes['notifications.retry'],
    access: 'authenticated',
    summary: 'Admins: deliver a dead-lettered message again (its attempts start over)',
    tags: ['notifications', 'admin'],
    params: messageParams,
    response: outboxMessageSchema,
  }),
};
