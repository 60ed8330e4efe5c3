import { errorCodes } from '@marketplace/contracts';
import { errorMessages as m } from './error-messages/error-messages';
import { english, type ErrorText } from './error-messages/localized';

type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/**
 * What an error says: a message (`defineMessages` beside the code that throws it, ids `api.…`),
 * answered in the language of whoever asked (docs/languages.md), or English text not yet made
 * a message.
 */
export type ErrorMessage = ErrorText | string;

/** The one error the domain throws; the central error handler turns it into a response. */
export class AppError extends Error {
  override readonly name = 'AppError';
  /** The message to answer in the request's language; `message` is its English (for logs). */
  readonly text: ErrorText | undefined;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: ErrorMessage,
    readonly details: { fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    super(typeof message === 'string' ? message : english(message, message.values));
    this.text = typeof message === 'string' ? undefined : message;
  }

  static validation(fieldErrors: Record<string, string[]>, message: ErrorMessage = m.someFieldsNeedAttention) {
    return new AppError(400, errorCodes.validation, message, { fieldErrors });
  }

  /** 413: an upload over its size limit, with the field it concerns. */
  static tooLarge(message: ErrorMessage, fieldErrors: Record<string, string[]>) {
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

  static conflict(message: ErrorMessage, fieldErrors?: Record<string, string[]>) {
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
