import type { MessageDescriptor } from './define-messages';
import { validationMessages } from './validation-messages';

export type MessageValues = Record<string, string | number>;

/** What formats a message: react-intl's `intl.formatMessage`, or the API's formatter for a request. */
export type FormatMessage = (descriptor: MessageDescriptor, values?: MessageValues) => string;

const byId = new Map<string, MessageDescriptor>(Object.values(validationMessages).map((message) => [message.id, message]));

/** The message an id names, if it is one of contracts' (an issue's message is, unless it is zod's own). */
export function contractsMessage(message: string): MessageDescriptor | undefined {
  return byId.get(message);
}

/**
 * An issue's message in the reader's language: one of contracts' ids formatted by `format`;
 * anything else (zod's own words, already in the reader's language) as it is. `values` are the
 * issue's `params`, for the messages that take some.
 */
export function issueMessage(message: string, format: FormatMessage, values?: MessageValues): string {
  const descriptor = byId.get(message);
  return descriptor ? format(descriptor, values) : message;
}

/** The English of an issue's message, for what no person reads in another language (logs, the admin CLI). */
export function englishIssueMessage(message: string, values: MessageValues = {}): string {
  return issueMessage(message, ({ defaultMessage }) => defaultMessage.replace(/\{(\w+)\}/g, (all, name: string) => String(values[name] ?? all)));
}
