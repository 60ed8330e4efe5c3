import { type ApiErrorBody, errorCodes } from '@marketplace/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { toFieldErrors } from './field-errors';

/** What is wrong with a request Fastify refused before our code ran, by Fastify error code. */
const requestProblems: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

const internalError = { code: errorCodes.internal, message: 'Something went wrong on our side. Please try again.' };

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
    if (error instanceof AppError) {
      return send(reply, error.status, { code: error.code, message: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = toFieldErrors(error.validation, error.validationContext);
      return send(reply, 400, { code: errorCodes.validation, message: 'Some fields need attention.', fieldErrors });
    }
    if (!isResponseSerializationError(error) && isClientError(error)) {
      const problem = requestProblems[error.code] ?? (error instanceof SyntaxError ? requestProblems.FST_ERR_CTP_INVALID_JSON_BODY : error.message);
      request.log.info({ code: error.code }, 'malformed request');
      return send(reply, 400, { code: errorCodes.validation, message: problem ?? 'The request is not valid.', fieldErrors: { body: [problem ?? 'Not valid'] } });
    }
    request.log.error({ err: error, ...(isResponseSerializationError(error) ? { issues: error.cause.issues } : {}) }, 'request failed');
    return send(reply, 500, internalError);
  });

  app.setNotFoundHandler(answerNotFound);
}

const MAX_PATH_IN_MESSAGE = 200;

function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0]!;
  const shown = path.length > MAX_PATH_IN_MESSAGE ? `${path.slice(0, MAX_PATH_IN_MESSAGE)}…` : path;
  return send(reply, 404, { code: errorCodes.notFound, message: `There is no ${request.method} ${shown} in this API.` });
}

/**
 * Fastify's `frameworkErrors`: the router refuses a path segment that is not valid
 * percent-encoding or longer than its maximum before any route runs. Such a URL names nothing
 * here, so the answer is the API's own 404 (not Fastify's 400/414 body).
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') return answerNotFound(request, reply);
  request.log.error({ err: error }, 'request failed in the router');
  return send(reply, 500, internalError);
}
