import { pictureTypes } from '@marketplace/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../http/app-error';
import { containsMarkup, imageEnd } from './image-structure';

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

const refuse = (message: string) => AppError.validation({ picture: [message] }, message);

/** Only padding, or the video a phone's "motion photo" appends to its JPEG, may follow the image. */
async function isHarmlessTrailer(trailer: Uint8Array): Promise<boolean> {
  if (trailer.every((byte) => byte === 0x00 || byte === 0xff)) return true;
  const type = await fileTypeFromBuffer(trailer);
  return type?.mime === 'video/mp4' || type?.mime === 'video/quicktime';
}

/** What the bytes are, by their content (never the name or the declared type); refuses anything else. */
export async function checkPictureBytes(bytes: Uint8Array): Promise<AcceptedType> {
  if (bytes.length === 0) throw refuse('The file is empty.');
  const detected = await fileTypeFromBuffer(bytes);
  const type = pictureTypes.find((accepted) => accepted === detected?.mime);
  if (!type) {
    throw refuse(detected ? `This is a ${detected.ext.toUpperCase()} file. Upload a JPEG, PNG or WebP picture.` : 'This file is not a picture. Upload a JPEG, PNG or WebP picture.');
  }
  const end = imageEnd(bytes, type);
  if (end !== null && end < bytes.length && !(await isHarmlessTrailer(bytes.subarray(end)))) {
    throw refuse('This picture has another file attached to it. Export or save it again as a plain picture and upload that.');
  }
  if (containsMarkup(bytes)) throw refuse('This picture contains web page or script code. Export or save it again as a plain picture and upload that.');
  return type;
}

/**
 * Decodes (refusing damaged input and more pixels than allowed), turns the picture upright,
 * crops it square (the given box, or around what looks most interesting) and encodes each
 * stored size as WebP. sharp writes no metadata unless asked: EXIF (GPS, camera) is gone.
 */
export async function renderPicture(bytes: Uint8Array, rules: PictureRules, crop: Crop | null): Promise<Map<PictureSize, Buffer>> {
  const input = () => sharp(bytes, { failOn: 'error', limitInputPixels: rules.maxPixels, pages: 1 });
  let metadata: Metadata;
  try {
    // The header only: the pixel limit is checked below, with a clearer message than the decoder's.
    metadata = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw refuse('This picture is damaged or incomplete. Try another file.');
  }
  const { width, height } = metadata.autoOrient;
  if (width * height > rules.maxPixels) {
    throw refuse(`This picture has too many pixels (${width} × ${height}). Use one of at most ${Math.round(rules.maxPixels / 1e6)} megapixels.`);
  }
  const box = crop ? { left: crop.x, top: crop.y, width: crop.size, height: crop.size } : null;
  if (box && (box.left + box.width > width || box.top + box.height > height)) {
    throw AppError.validation({ crop: ['The crop goes beyond the picture. Choose the square again.'] });
  }
  if (Math.min(box?.width ?? width, box?.height ?? height) < rules.minSide) {
    throw refuse(`This picture is too small. Use one at least ${rules.minSide} × ${rules.minSide} pixels.`);
  }
  try {
    const upright = box ? input().rotate().extract(box) : input().rotate();
    const rendered = await Promise.all(
      pictureSizes.map(async (size) => {
        const output = await upright.clone().resize(size, size, { fit: 'cover', position: box ? 'centre' : 'attention' }).webp({ quality: 82 }).toBuffer();
        return [size, output] as const;
      }),
    );
    return new Map(rendered);
  } catch {
    throw refuse('This picture is damaged or incomplete. Try another file.');
  }
}
