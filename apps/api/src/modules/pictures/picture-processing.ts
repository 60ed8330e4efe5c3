import { pictureTypes } from '@marketplace/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../http/app-error';
import { containsMarkup, imageEnd } from './image-structure';
import type { ErrorText } from '../../http/error-messages/localized';
import { picturesMessages as m } from './pictures-messages';

/** The sizes every picture is stored in: avatars, cards, the profile page on a sharp screen. */
export const pictureSizes = [96, 256, 512] as const;
export type PictureSize = (typeof pictureSizes)[number];

type AcceptedType = (typeof pictureTypes)[number];

export interface PictureRules {
  maxPixels: number;
  minSide: number;
}

export interface Crop {
  x: number;
  y: number;
  size: number;
}

const refuse = (message: ErrorText) => AppError.validation({ picture: [message] }, message);

/** Only padding, or the video a phone's "motion photo" appends to its JPEG, may follow the image. */
async function isHarmlessTrailer(trailer: Uint8Array): Promise<boolean> {
  if (trailer.every((byte) => byte === 0x00 || byte === 0xff)) return true;
  const type = await fileTypeFromBuffer(trailer);
  return type?.mime === 'video/mp4' || type?.mime === 'video/quicktime';
}

/** What the bytes are, by their content (never the name or the declared type); refuses anything else. */
export async function checkPictureBytes(bytes: Uint8Array): Promise<AcceptedType> {
  if (bytes.length === 0) throw refuse(m.fileEmpty);
  const detected = await fileTypeFromBuffer(bytes);
  const type = pictureTypes.find((accepted) => accepted === detected?.mime);
  if (!type) {
    throw refuse(detected ? { ...m.wrongType, values: { type: detected.ext.toUpperCase() } } : m.notAPicture);
  }
  const end = imageEnd(bytes, type);
  if (end !== null && end < bytes.length && !(await isHarmlessTrailer(bytes.subarray(end)))) {
    throw refuse(m.fileAttached);
  }
  if (containsMarkup(bytes)) throw refuse(m.containsCode);
  return type;
}

/**
 * Decodes (refusing damaged input and more pixels than allowed), turns the picture upright,
 * crops it square (the given box, or around what looks most interesting) and encodes each
 * stored size as WebP. sharp writes no metadata unless asked: EXIF (GPS, camera) is gone.
 * `shape: 'whole'` (a job's photo, docs/job-photos.md) keeps the whole picture instead: each
 * size is its longest side, never enlarged.
 */
export async function renderPicture(bytes: Uint8Array, rules: PictureRules, crop: Crop | null, shape: 'square' | 'whole' = 'square'): Promise<Map<PictureSize, Buffer>> {
  const input = () => sharp(bytes, { failOn: 'error', limitInputPixels: rules.maxPixels, pages: 1 });
  let metadata: Metadata;
  try {
    // The header only: the pixel limit is checked below, with a clearer message than the decoder's.
    metadata = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw refuse(m.damaged);
  }
  const { width, height } = metadata.autoOrient;
  if (width * height > rules.maxPixels) {
    throw refuse({ ...m.tooManyPixels, values: { width: String(width), height: String(height), megapixels: String(Math.round(rules.maxPixels / 1e6)) } });
  }
  const box = crop ? { left: crop.x, top: crop.y, width: crop.size, height: crop.size } : null;
  if (box && (box.left + box.width > width || box.top + box.height > height)) {
    throw AppError.validation({ crop: [m.cropBeyond] });
  }
  if (Math.min(box?.width ?? width, box?.height ?? height) < rules.minSide) {
    throw refuse({ ...m.tooSmall, values: { side: String(rules.minSide) } });
  }
  try {
    const upright = box ? input().rotate().extract(box) : input().rotate();
    const rendered = await Promise.all(
      pictureSizes.map(async (size) => {
        const resized = shape === 'whole' ? upright.clone().resize(size, size, { fit: 'inside', withoutEnlargement: true }) : upright.clone().resize(size, size, { fit: 'cover', position: box ? 'centre' : 'attention' });
        const output = await resized.webp({ quality: 82 }).toBuffer();
        return [size, output] as const;
      }),
    );
    return new Map(rendered);
  } catch {
    throw refuse(m.damaged);
  }
}
