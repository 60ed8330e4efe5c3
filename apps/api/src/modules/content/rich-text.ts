import sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editor may produce (docs/product.md §7): bold, italic, paragraphs, line breaks,
 * lists and links. Everything else is dropped (the text of unknown tags stays; scripts and
 * styles go with their content). Links keep only http(s) and mailto targets and always get
 * rel="noopener noreferrer nofollow"; `target` is removed.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'i', 'strong', 'em', 'p', 'br', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer nofollow' } }),
  },
};

/**
 * Control characters but HTML's own whitespace (tab, line feed, carriage return), DEL, the C1
 * controls and the bidi controls: invisible in the editor, and able to disguise text or a link
 * (docs/security.md, "Free text"). Rich text is pasted more than typed, so they are dropped
 * here rather than refused. sanitize-html decodes entities and re-escapes only `&<>"`, so a
 * `&#x202e;` is a raw character in its output and goes too.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).replace(INVISIBLE, '').trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? match;
  });
}

/** Sanitized rich text as plain text: paragraphs and list items on their own lines. */
export function richTextToPlain(html: string): string {
  const text = html
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<br\s*\/?>|<\/(p|li|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '' && line !== '•')
    .join('\n');
}

/** True when nothing readable is left (e.g. `<p><br></p>` from an emptied editor). */
export function isBlankRichText(html: string): boolean {
  return richTextToPlain(html).trim() === '';
}
