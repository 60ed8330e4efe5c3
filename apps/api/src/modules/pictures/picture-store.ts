import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../http/app-error';
import { type PictureSize, pictureSizes } from './picture-processing';
import { picturesMessages as m } from './pictures-messages';

/**
 * Pictures live under DATA_DIR/uploads/pictures, named by the SHA-256 of their largest size:
 * `<hash>-96.webp`, `-256`, `-512`. The database keeps `pictures/<hash>`; two providers with
 * the same picture share its files.
 */
const storedKey = /^pictures\/[0-9a-f]{64}$/;

const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
const fileOf = (dataDir: string, key: string, size: PictureSize) => path.join(uploadsDir(dataDir), `${key}-${size}.webp`);

/** Writes every size (each to a temporary name, then renamed: a reader never sees half a file); returns the key. */
export async function storePicture(dataDir: string, sizes: Map<PictureSize, Buffer>): Promise<string> {
  const key = `pictures/${createHash('sha256').update(sizes.get(512)!).digest('hex')}`;
  await mkdir(path.join(uploadsDir(dataDir), 'pictures'), { recursive: true });
  for (const size of pictureSizes) {
    const target = fileOf(dataDir, key, size);
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, sizes.get(size)!);
    await rename(temporary, target);
  }
  return key;
}

export interface StoredPicture {
  contentType: 'image/webp';
  bytes: Buffer;
}

/**
 * One size of an uploaded picture (every upload is stored as WebP), or null when there is none,
 * the key is not ours or the file is gone (a restored database without its DATA_DIR).
 */
export async function readPicture(dataDir: string, key: string | null, size: PictureSize): Promise<StoredPicture | null> {
  if (key === null || !storedKey.test(key)) return null;
  const bytes = await readFile(fileOf(dataDir, key, size)).catch(() => null);
  return bytes && { contentType: 'image/webp', bytes };
}

/** For what has no generated stand-in (an application): the upload, or 404. */
export async function requireUploadedPicture(dataDir: string, key: string | null, size: PictureSize): Promise<StoredPicture> {
  const picture = await readPicture(dataDir, key, size);
  if (!picture) throw AppError.notFound(m.noPicture);
  return picture;
}

export async function deletePicture(dataDir: string, key: string): Promise<void> {
  if (!storedKey.test(key)) return;
  await Promise.all(pictureSizes.map((size) => unlink(fileOf(dataDir, key, size)).catch(() => undefined)));
}
