import { z } from 'zod';
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
  recipient: z.string().max(254).nullable(),
  /** The subject (email), the text (SMS) or the title (in-app), shortened. */
  summary: z.string().max(300),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().max(2000).nullable(),
  marketId: z.string().max(40).nullable(),
  jobId: uuidSchema.nullable(),
  createdAt: instantSchema,
  sentAt: instantSchema.nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  status: outboxStatusSchema.optional(),
  channel: notificationChannelSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(notificationLimits.outboxPage).default(25),
});

export const outboxPageSchema = z.object({
  items: z.array(outboxMessageSchema).max(notificationLimits.outboxPage),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ pending: z.number().int(), sending: z.number().int(), sent: z.number().int(), dead: z.number().int() }),
  /** Where email goes: 'smtp' when SMTP_URL is set, else 'local' (kept here, readable below). */
  mailTransport: z.enum(['smtp', 'local']),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxMessageDetailSchema = outboxMessageSchema.extend({
  /** The email as sent (or kept locally); null for other channels or before it was rendered. */
  mail: z
    .object({
      messageId: z.string().max(200),
      to: z.string().max(254),
      subject: z.string().max(300),
      html: z.string().max(500_000),
      text: z.string().max(200_000),
      attachments: z.array(z.object({ filename: z.string().max(200), contentType: z.string().max(100), content: z.string().max(200_000) })).max(10),
    })
    .nullable(),
  sms: z.object({ to: z.string().max(40), body: z.string().max(1600) }).nullable(),
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
