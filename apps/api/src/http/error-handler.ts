import { type ApiErrorBody, errorCodes } from '@marketplace/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { errorMessages as m } from './error-messages/error-messages';
import { readerLanguage } from '../i18n/reader-language';
import { errorWords, type ErrorLanguage, type ErrorText } from './error-messages/localized';
import { localizeFieldErrors, toFieldErrors } from './field-errors';

/** What is wrong with a request Fastify refused before our code ran, by Fastify error code. */
const requestProblems: Record<string, ErrorText> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: m.sendJson,
  FST_ERR_CTP_BODY_TOO_LARGE: m.bodyTooLarge,
  FST_ERR_CTP_EMPTY_JSON_BODY: m.bodyEmpty,
  FST_ERR_CTP_INVALID_JSON_BODY: m.bodyNotJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: m.contentLength,
};

const internalError = (words: ErrorLanguage) => ({ code: errorCodes.internal, message: words.format(m.internal) });

/** An AppError in the request's language: its message, and its field errors (contracts' ids among them). */
function appErrorBody(error: AppError, words: ErrorLanguage): ApiErrorBody['error'] {
  const { fieldErrors: _english, ...details } = error.details;
  return {
    code: error.code,
    message: error.text ? words.format(error.text) : error.message,
    ...details,
    ...(error.fieldTexts ? { fieldErrors: localizeFieldErrors(error.fieldTexts, words) } : {}),
  };
}

function send(reply: FastifyReply, status: number, error: ApiErrorBody['error']) {
  if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply.code(status).type('application/json; charset=utf-8').send({ error });
}

function isClientError(error: FastifyError): boolean {
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}

/**
 * The one place errors become responses: AppErrors keep their status, a malformed request is
 * always a 400 with field errors, anything else is logged and answered with a generic 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const words = errorWords(readerLanguage(request));
    if (error instanceof AppError) return send(reply, error.status, appErrorBody(error, words));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = toFieldErrors(error.validation, words, error.validationContext);
      return send(reply, 400, { code: errorCodes.validation, message: words.format(m.someFieldsNeedAttention), fieldErrors });
    }
    if (!isResponseSerializationError(error) && isClientError(error)) {
      const known = requestProblems[error.code] ?? (error instanceof SyntaxError ? requestProblems.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
      const problem = known ? words.format(known) : error.message;
      request.log.info({ code: error.code }, 'malformed request');
      return send(reply, 400, { code: errorCodes.validation, message: problem || words.format(m.requestNotValid), fieldErrors: { body: [problem || words.format(m.notValid)] } });
    }
    request.log.error({ err: error, ...(isResponseSerializationError(error) ? { issues: error.cause.issues } : {}) }, 'request failed');
    return send(reply, 500, internalError(words));
  });

  app.setNotFoundHandler(answerNotFound);
}

const MAX_PATH_IN_MESSAGE = 200;

function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0]!;
  const shown = path.length > MAX_PATH_IN_MESSAGE ? `${path.slice(0, MAX_PATH_IN_MESSAGE)}…` : path;
  return send(reply, 404, { code: errorCodes.notFound, message: errorWords(readerLanguage(request)).format({ ...m.noSuchPath, values: { method: request.method, path: shown } }) });
}

/**
 * Fastify's `frameworkErrors`: the router refuses a path segment that is not valid
 * percent-encoding or longer than its maximum before any route runs. Such a URL names nothing
 * here, so the answer is the API's own 404 (not Fastify's 400/414 body).
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') return answerNotFound(request, reply);
  request.log.error({ err: error }, 'request failed in the router');
  return send(reply, 500, internalError(errorWords(readerLanguage(request))));
}
