import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { AppConfig } from '../config';
import { type Crop, renderPicture } from '../modules/pictures/picture-processing';
import { storePicture } from '../modules/pictures/picture-store';

/** A real picture made by sharp: a colour split in two, so a crop or a turn shows. */
export async function makePicture(format: 'jpeg' | 'png' | 'webp', width = 400, height = 300, options: { orientation?: number } = {}): Promise<Buffer> {
  const half = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: '#b91c1c' } }).composite([{ input: half, left: 0, top: 0 }]);
  if (format === 'jpeg') {
    // EXIF with a camera, a place and a turn: none of it may survive.
    return image
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret Model 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 0/1' } })
      .withMetadata({ orientation: options.orientation ?? 1 })
      .toBuffer();
  }
  image = sharp(await image.png().toBuffer());
  return format === 'png' ? image.png().toBuffer() : image.webp().toBuffer();
}

/** Random pixels compress badly: a JPEG of this side is several hundred KB per 500 px. */
export async function makeNoisyJpeg(side: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
}

/** A multipart/form-data body as a browser's FormData sends it. */
export async function multipartBody(parts: Array<{ name: string; value: string } | { name: string; bytes: Uint8Array; filename: string; type: string }>) {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([part.bytes], { type: part.type }), part.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** Every file under a folder, relative, sorted. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** A picture stored as an upload leaves it (every size under DATA_DIR): its key, for a `picture_path`. Another crop, another picture. */
export async function storeTestPicture(config: Pick<AppConfig, 'dataDir' | 'pictures'>, crop: Crop | null = null): Promise<string> {
  return storePicture(config.dataDir, await renderPicture(await makePicture('png'), config.pictures, crop));
}
