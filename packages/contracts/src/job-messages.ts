import { z } from './zod';
import { instantSchema } from './booking';
import { uuidSchema } from './common';
import { marketParamsSchema } from './markets';
import { endpoint } from './endpoint';
import { routes } from './routes';
import { v } from './messages/validation-messages';

/**
 * A conversation per job (docs/conversations.md): its customer, its assigned provider and the
 * market team write; admins read and write as the market team. Open from booking until 14 days
 * after the job ended; read for ever by whoever may still see the job.
 */
export const messageLimits = {
  /** Characters of one message. */
  text: 2000,
  /** Photos sent with one message. */
  photos: 4,
  /** Messages one answer lists (the newest ones; older ones with `before`). */
  page: 100,
  /** Characters of a report's reason. */
  reason: 500,
  /** Reports one answer lists for a market. */
  reports: 100,
  /** Days after the job's end during which messages can be sent. */
  openDays: 14,
} as const;

/** Who wrote a message: `market` is the market team (a manager or an admin). */
export const messageSideSchema = z.enum(['customer', 'provider', 'market']);
export type MessageSide = z.infer<typeof messageSideSchema>;

export const messagePhotoSchema = z.object({
  id: uuidSchema,
  /** Where the photo is served (the API, only to those who may read the conversation). */
  url: z.string().check(z.maxLength(300)),
});
export type MessagePhoto = z.infer<typeof messagePhotoSchema>;

export const jobMessageSchema = z.object({
  id: uuidSchema,
  side: messageSideSchema,
  /** The author's name as the reader may see it (a first name for customers and providers; "the market team"'s member name is not shown); null for a deleted account. */
  authorName: z.nullable(z.string().check(z.maxLength(100))),
  /** Written by the reader. */
  mine: z.boolean(),
  /** Plain text with its line breaks; email addresses and phone numbers masked unless the reader may see them. */
  text: z.string().check(z.maxLength(messageLimits.text)),
  photos: z.array(messagePhotoSchema).check(z.maxLength(messageLimits.photos)),
  at: instantSchema,
  /** The reader reported it. */
  reportedByMe: z.boolean(),
});
export type JobMessage = z.infer<typeof jobMessageSchema>;

export const conversationSchema = z.object({
  /** Oldest first. */
  messages: z.array(jobMessageSchema).check(z.maxLength(messageLimits.page)),
  /** Older messages exist before the first listed. */
  hasOlder: z.boolean(),
  /** Messages by others after the reader's last read one. */
  unreadCount: z.number().check(z.int()),
  /** The other side's last read message among the reader's own (the "Seen" receipt), or null. */
  seenByOtherUpTo: z.nullable(uuidSchema),
  /** The reader writes as this side. */
  viewerSide: messageSideSchema,
  /** Sending is allowed now, and until when (14 days after the job's end; null while the job has not ended). */
  open: z.boolean(),
  openUntil: z.nullable(instantSchema),
  /** Contact written into messages is masked for this reader now (before a provider accepted the job, or not on the job). */
  contactMasked: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const sendMessageSchema = z
  .object({
    text: z.string().check(z.maxLength(messageLimits.text, v.atMost2000Characters)),
    photoIds: z._default(z.array(uuidSchema).check(z.maxLength(messageLimits.photos, v.atMost4Photos)), []),
  })
  .check(
    z.refine((body) => body.text.trim().length > 0 || body.photoIds.length > 0, { message: v.writeAMessageOrAddAPhoto, path: ['text'] }),
  );
export type SendMessage = z.input<typeof sendMessageSchema>;

export const markMessagesReadSchema = z.object({ upTo: uuidSchema });
export type MarkMessagesRead = z.input<typeof markMessagesReadSchema>;

export const reportMessageSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, v.sayWhatIsWrong), z.maxLength(messageLimits.reason, v.atMost500Characters)),
});
export type ReportMessage = z.input<typeof reportMessageSchema>;

export const messageReportSchema = z.object({
  id: uuidSchema,
  jobId: uuidSchema,
  messageId: uuidSchema,
  /** The reported message as written (the managers may see the job's contact, docs/security.md). */
  text: z.string().check(z.maxLength(messageLimits.text)),
  side: messageSideSchema,
  reporterSide: messageSideSchema,
  reason: z.string().check(z.maxLength(messageLimits.reason)),
  at: instantSchema,
});
export type MessageReport = z.infer<typeof messageReportSchema>;

const jobParams = z.object({ jobId: uuidSchema });
const tags = ['messages'];

export const messageEndpoints = {
  list: endpoint({
    ...routes['messages.list'],
    access: 'authenticated',
    summary: 'A job’s conversation, newest 100 messages oldest first (its customer, its provider, its market’s managers and admins; 404 for anyone else)',
    tags,
    params: jobParams,
    query: z.object({ before: z.optional(uuidSchema) }),
    response: conversationSchema,
  }),
  send: endpoint({
    ...routes['messages.send'],
    access: 'authenticated',
    rateLimit: 'message',
    summary: 'Write into a job’s conversation: text (at most 2000 characters) and up to 4 uploaded photos; 409 once it closed (14 days after the job’s end)',
    tags,
    params: jobParams,
    body: sendMessageSchema,
    response: jobMessageSchema,
    status: 201,
  }),
  read: endpoint({
    ...routes['messages.read'],
    access: 'authenticated',
    summary: 'The reader has read the conversation up to this message (read receipts, unread counts)',
    tags,
    params: jobParams,
    body: markMessagesReadSchema,
    response: z.object({ unreadCount: z.number().check(z.int()) }),
  }),
  uploadPhoto: endpoint({
    ...routes['messages.uploadPhoto'],
    access: 'authenticated',
    rateLimit: 'pictureUpload',
    summary: 'A photo for the next message: multipart/form-data with one `picture` file (checked by content, re-encoded, metadata removed)',
    tags,
    params: jobParams,
    consumes: ['multipart/form-data'],
    response: messagePhotoSchema,
    status: 201,
  }),
  photo: endpoint({
    ...routes['messages.photo'],
    access: 'authenticated',
    summary: 'A photo of the conversation (WebP; only to those who may read it, never cached)',
    tags,
    params: z.object({ jobId: uuidSchema, photoId: uuidSchema }),
    query: z.object({ size: z._default(z.enum(['256', '512']), '512') }),
    response: z.file(),
    produces: ['image/webp'],
  }),
  report: endpoint({
    ...routes['messages.report'],
    access: 'authenticated',
    rateLimit: 'messageReport',
    summary: 'Report a message of the conversation to the market’s managers (a participant, not their own message)',
    tags,
    params: z.object({ jobId: uuidSchema, messageId: uuidSchema }),
    body: reportMessageSchema,
    response: z.object({ reported: z.literal(true) }),
    status: 201,
  }),
  reportsInMarket: endpoint({
    ...routes['messages.reportsInMarket'],
    access: 'authenticated',
    summary: 'Reported messages in a market, newest first (its managers and admins; 404 for anyone else)',
    tags,
    params: marketParamsSchema,
    response: z.object({ reports: z.array(messageReportSchema).check(z.maxLength(messageLimits.reports)) }),
  }),
};
