import { createHash } from 'node:crypto';
import { buildPath, providerPicturePath } from '@marketplace/contracts';
import { sanitizeRichText } from '../content';

/** Average to one decimal, or null before the first review. */
export function toRating(sum: number, count: number): { average: number | null; count: number } {
  if (count === 0) return { average: null, count: 0 };
  return { average: Math.min(5, Math.max(1, Math.round((sum / count) * 10) / 10)), count };
}

const versionOf = (source: string) => createHash('sha256').update(source).digest('hex').slice(0, 12);

/** Changes whenever the picture would: a new upload, or a new name for a generated avatar. */
export function pictureVersion(provider: { display_name: string; picture_path: string | null }): string {
  return versionOf(provider.picture_path ?? `avatar-v1:${provider.display_name}`);
}

/** An uploaded picture's URL, versioned by the upload so a new one shows at once; null without one. */
export function uploadedPictureUrl(path: string, pictureKey: string | null): string | null {
  return pictureKey === null ? null : `${path}?v=${versionOf(pictureKey)}`;
}

export function pictureUrl(provider: { id: string; display_name: string; picture_path: string | null }): string {
  return `${buildPath(providerPicturePath, { providerId: provider.id })}?v=${pictureVersion(provider)}`;
}

/**
 * A bio as an answer may carry it. Bios are sanitized when written (the seed, later the profile
 * editor) and again here on every read, with the job descriptions' sanitizer (docs/product.md §7): a row
 * that got in some other way (an import, a hand edit, an old bug) still carries no script.
 */
export function safeBio(bioHtml: string): string {
  return sanitizeRichText(bioHtml);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The (sanitized) bio as plain text, cut at a word boundary to at most `max` characters. */
export function shortBio(bioHtml: string, max = 160): string {
  const text = bioHtml
    .replace(/<\/(p|li|ul|ol)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!-]+$/, '')}…`;
}
