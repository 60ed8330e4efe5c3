import type { PictureLimits } from '@marketplace/contracts';

const typeNames: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };

export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** "JPEG, PNG or WebP, up to 8 MB, at least 96 × 96 pixels": said before a file is chosen. */
export function pictureRulesText(limits: PictureLimits): string {
  const names = limits.types.map((type) => typeNames[type] ?? type);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names.join('');
  return `${list}, up to ${megabytes(limits.maxBytes)}, at least ${limits.minSide} × ${limits.minSide} pixels.`;
}

/**
 * What can be told before sending: too large. (The type is judged by the server from the bytes,
 * not by the name or the browser's guess, so a renamed file gets the server's answer.)
 */
export function pictureFileProblem(file: File, limits: PictureLimits): string | null {
  if (file.size === 0) return 'The file is empty.';
  if (file.size > limits.maxBytes) return `This file is larger than ${megabytes(limits.maxBytes)}. Choose a smaller picture.`;
  return null;
}

/** react-easy-crop's area, as a square that stays inside the picture (its rounding can overshoot a pixel). */
export function squareCrop(area: { x: number; y: number; width: number; height: number }, natural: { width: number; height: number }) {
  const x = Math.max(0, Math.round(area.x));
  const y = Math.max(0, Math.round(area.y));
  const size = Math.floor(Math.min(area.width, area.height, natural.width - x, natural.height - y));
  return { x, y, size };
}
