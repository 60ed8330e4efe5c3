import { ONE_CLICK_UNSUBSCRIBE_BODY } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { notificationsMessages as m } from './notifications-messages';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

async function multipartField(request: FastifyRequest): Promise<unknown> {
  let value: unknown;
  for await (const part of request.parts()) {
    // A file is read to its end (and dropped), or the fields after it never arrive.
    if (part.type === 'file') part.file.resume();
    else if (part.fieldname === ONE_CLICK_UNSUBSCRIBE_BODY.name) value = part.value;
  }
  return value;
}

/**
 * Refuses (400) anything but RFC 8058's `List-Unsubscribe=One-Click`, form-encoded or multipart
 * (the RFC allows both): what a mail provider sends, and not what a link scanner or a stray
 * request does.
 */
export async function requireOneClickBody(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
  const value = !FORM_TYPES.includes(type)
    ? undefined
    : request.isMultipart()
      ? await multipartField(request)
      : (request.body as Record<string, unknown> | undefined)?.[ONE_CLICK_UNSUBSCRIBE_BODY.name];
  if (value !== ONE_CLICK_UNSUBSCRIBE_BODY.value) {
    const message = { ...m.sendOneClickForm, values: { field: ONE_CLICK_UNSUBSCRIBE_BODY.name, value: ONE_CLICK_UNSUBSCRIBE_BODY.value } };
    throw AppError.validation({ body: [message] }, message);
  }
}
