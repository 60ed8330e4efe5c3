const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string): string {
  if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
  if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
  return namedEntities[entity.toLowerCase()] ?? `&${entity};`;
}

/**
 * The text of the editor's HTML, as the editor counts it (tags dropped, no separators added
 * between blocks). Used to check a description's length without a DOM.
 */
export function richTextToPlain(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (_, entity: string) => decodeEntity(entity));
}

/** A description must say something: at least this many characters of text. */
export const minDescriptionLength = 10;

export function isDescriptionLongEnough(html: string): boolean {
  return richTextToPlain(html).trim().length >= minDescriptionLength;
}
