import { errorCodes } from '@marketplace/contracts';

type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** The one error the domain throws; the central error handler turns it into a response. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: { fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }

  static validation(fieldErrors: Record<string, string[]>, message = 'Some fields need attention.') {
    return new AppError(400, errorCodes.validation, message, { fieldErrors });
  }

  /** 413: an upload over its size limit, with the field it concerns. */
  static tooLarge(message: string, fieldErrors: Record<string, string[]>) {
    return new AppError(413, errorCodes.validation, message, { fieldErrors });
  }

  static unauthenticated(message = 'Log in to continue.') {
    return new AppError(401, errorCodes.unauthenticated, message);
  }

  static forbidden(message = 'You do not have permission to do that.') {
    return new AppError(403, errorCodes.forbidden, message);
  }

  static notFound(message = 'Not found.') {
    return new AppError(404, errorCodes.notFound, message);
  }

  static conflict(message: string, fieldErrors?: Record<string, string[]>) {
    return new AppError(409, errorCodes.conflict, message, fieldErrors ? { fieldErrors } : {});
  }

  /** The time was taken (or a lapsed hold could not be re-claimed): the client offers the next times. */
  static slotTaken(message = 'That time was just taken. Please choose another.') {
    return new AppError(409, errorCodes.slotTaken, message);
  }

  /** 402: the card was declined; the message says why in words the customer can act on. */
  static paymentDeclined(message: string) {
    return new AppError(402, errorCodes.paymentDeclined, message);
  }

  static holdExpired(message = 'This hold has ended. Please choose a time again.') {
    return new AppError(409, errorCodes.holdExpired, message);
  }

  static invalidTransition(message: string) {
    return new AppError(409, errorCodes.invalidTransition, message);
  }

  static tooManyRequests(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    const message = `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
    return new AppError(429, errorCodes.tooManyRequests, message, { retryAfterSeconds });
  }

  /** 503 with Retry-After: the server is too busy for this right now (e.g. every password hashing place is taken). */
  static busy(retryAfterSeconds: number, message = 'We are very busy right now. Please try again in a moment.') {
    return new AppError(503, errorCodes.unavailable, message, { retryAfterSeconds });
  }

  static crossSite(message = 'This request did not come from the Handyhub site.') {
    return new AppError(403, errorCodes.csrf, message);
  }
}
