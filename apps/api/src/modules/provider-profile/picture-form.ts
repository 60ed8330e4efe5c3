import { pictureCropSchema } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { Crop } from '../pictures';
import { providerProfileMessages as m } from './provider-profile-messages';
import type { ErrorText } from '../../http/error-messages/localized';

export interface PictureForm {
  bytes: Buffer;
  crop: Crop | null;
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const formProblem = (message: ErrorText) => AppError.validation({ picture: [message] }, message);
const tooLarge = (maxBytes: number) => {
  const values = { megabytes: megabytes(maxBytes) };
  return AppError.tooLarge({ ...m.fileTooLarge, values }, { picture: [{ ...m.largerThan, values }] });
};

/** Limits @fastify/multipart enforces on this form: one file, the crop's three small fields, nothing else. */
export const pictureFormLimits = (maxBytes: number) => ({ fileSize: maxBytes, files: 1, fields: 3, parts: 4, fieldNameSize: 20, fieldSize: 16, headerPairs: 20 });

function cropOf(fields: Record<string, string>): Crop | null {
  if (Object.keys(fields).length === 0) return null;
  const parsed = pictureCropSchema.safeParse(fields);
  if (!parsed.success) throw AppError.validation({ crop: [m.cropNotValid] });
  return { x: parsed.data.cropX, y: parsed.data.cropY, size: parsed.data.cropSize };
}

/**
 * Reads the upload: the crop fields, then one file called `picture`, at most `maxBytes` (a
 * longer file is cut by the parser and marked truncated: refused, never stored). Whatever is
 * wrong with the form itself is a 4xx with a message, never a crash.
 */
export async function readPictureForm(request: FastifyRequest, maxBytes: number): Promise<PictureForm> {
  if (!request.isMultipart()) throw formProblem(m.sendAsUpload);
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: pictureFormLimits(maxBytes) })) {
      if (part.type === 'field') {
        if (!['cropX', 'cropY', 'cropSize'].includes(part.fieldname) || part.valueTruncated) throw formProblem({ ...m.unexpectedField, values: { field: part.fieldname.slice(0, 20) } });
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'picture') throw formProblem(m.sendInPictureField);
      bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge(maxBytes);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT') throw formProblem(m.onePictureAtATime);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw formProblem(m.tooManyFields);
    throw formProblem(m.uploadUnreadable);
  }
  if (!bytes) throw formProblem(m.choosePicture);
  return { bytes, crop: cropOf(fields) };
}
