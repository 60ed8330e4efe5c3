import { errorCodes } from '@marketplace/contracts';
import { englishIssueMessage } from '@marketplace/contracts/messages';
import { errorMessages as m } from './error-messages/error-messages';
import { english, type ErrorText, type FieldErrors } from './error-messages/localized';

type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/**
 * What an error says: a message (`defineMessages` beside the code that throws it, ids `api.…`),
 * answered in the language of whoever asked (docs/languages.md), or English text not yet made
 * a message.
 */
export type ErrorMessage = ErrorText | string;

/** An error's details: `fieldErrors` in English, contracts' ids worded (for logs and the admin CLI); the handler answers `fieldTexts`. */
export interface ErrorDetails {
  fieldErrors?: Record<string, string[]>;
  retryAfterSeconds?: number;
}

/** The one error the domain throws; the central error handler turns it into a response. */
export class AppError extends Error {
  override readonly name = 'AppError';
  /** The message to answer in the request's language; `message` is its English (for logs). */
  readonly text: ErrorText | undefined;
  /** The field errors to answer in the request's language (messages, contracts' ids, or English text). */
  readonly fieldTexts: FieldErrors | undefined;
  readonly details: ErrorDetails;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: ErrorMessage,
    { fieldErrors, ...details }: { fieldErrors?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(typeof message === 'string' ? message : english(message));
    this.text = typeof message === 'string' ? undefined : message;
    this.fieldTexts = fieldErrors;
    this.details = fieldErrors ? { ...details, fieldErrors: englishFieldErrors(fieldErrors) } : details;
  }

  static validation(fieldErrors: FieldErrors, message: ErrorMessage = m.someFieldsNeedAttention) {
    return new AppError(400, errorCodes.validation, message, { fieldErrors });
  }

  /** 413: an upload over its size limit, with the field it concerns. */
  static tooLarge(message: ErrorMessage, fieldErrors: FieldErrors) {
    return new AppError(413, errorCodes.validation, message, { fieldErrors });
  }

  static unauthenticated(message: ErrorMessage = m.logInToContinue) {
    return new AppError(401, errorCodes.unauthenticated, message);
  }

  static forbidden(message: ErrorMessage = m.noPermission) {
    return new AppError(403, errorCodes.forbidden, message);
  }

  static notFound(message: ErrorMessage = m.notFound) {
    return new AppError(404, errorCodes.notFound, message);
  }

  static conflict(message: ErrorMessage, fieldErrors?: FieldErrors) {
    return new AppError(409, errorCodes.conflict, message, fieldErrors ? { fieldErrors } : {});
  }

  /** The time was taken (or a lapsed hold could not be re-claimed): the client offers the next times. */
  static slotTaken(message: ErrorMessage = m.slotTaken) {
    return new AppError(409, errorCodes.slotTaken, message);
  }

  /** 402: the card was declined; the message says why in words the customer can act on. */
  static paymentDeclined(message: ErrorMessage) {
    return new AppError(402, errorCodes.paymentDeclined, message);
  }

  static holdExpired(message: ErrorMessage = m.holdExpired) {
    return new AppError(409, errorCodes.holdExpired, message);
  }

  static invalidTransition(message: ErrorMessage) {
    return new AppError(409, errorCodes.invalidTransition, message);
  }

  static tooManyRequests(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new AppError(429, errorCodes.tooManyRequests, { ...m.tooManyAttempts, values: { minutes } }, { retryAfterSeconds });
  }

  /** 503 with Retry-After: the server is too busy for this right now (e.g. every password hashing place is taken). */
  static busy(retryAfterSeconds: number, message: ErrorMessage = m.busy) {
    return new AppError(503, errorCodes.unavailable, message, { retryAfterSeconds });
  }

  static crossSite(message: ErrorMessage = m.crossSite) {
    return new AppError(403, errorCodes.csrf, message);
  }
}

function englishFieldErrors(fieldErrors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map((message) => (typeof message === 'string' ? englishIssueMessage(message) : english(message)))]));
}
