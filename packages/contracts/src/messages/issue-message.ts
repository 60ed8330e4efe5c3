import type { MessageDescriptor } from './define-messages';
import { validationMessages } from './validation-messages';

export { messageWithValues } from './message-with-values';

export type MessageValues = Record<string, string | number>;

/** What formats a message: react-intl's `intl.formatMessage`, or the API's formatter for a request. */
export type FormatMessage = (descriptor: MessageDescriptor, values?: MessageValues) => string;

const byId = new Map<string, MessageDescriptor>(Object.values(validationMessages).map((message) => [message.id, message]));

/** An issue message's id and the values it carries (see messageWithValues). */
function parts(message: string): { id: string; carried: MessageValues } {
  const at = message.indexOf('?');
  if (at < 0 || !byId.has(message.slice(0, at))) return { id: message, carried: {} };
  return { id: message.slice(0, at), carried: Object.fromEntries(new URLSearchParams(message.slice(at + 1))) };
}

/** The message an id names, if it is one of contracts' (an issue's message is, unless it is zod's own). */
export function contractsMessage(message: string): MessageDescriptor | undefined {
  return byId.get(parts(message).id);
}

/**
 * An issue's message in the reader's language: one of contracts' ids formatted by `format`;
 * anything else (zod's own words, already in the reader's language) as it is. `values` are the
 * issue's `params`, for the messages that take some.
 */
export function issueMessage(message: string, format: FormatMessage, values?: MessageValues): string {
  const { id, carried } = parts(message);
  const descriptor = byId.get(id);
  return descriptor ? format(descriptor, { ...carried, ...values }) : message;
}

/** The English of an issue's message, for what no person reads in another language (logs, the admin CLI). */
export function englishIssueMessage(message: string, values: MessageValues = {}): string {
  return issueMessage(message, ({ defaultMessage }, all = {}) => defaultMessage.replace(/\{(\w+)\}/g, (text, name: string) => String(all[name] ?? text)), values);
}
