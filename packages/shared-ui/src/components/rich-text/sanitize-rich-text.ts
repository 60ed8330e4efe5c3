import createDOMPurify from 'dompurify';

// What the editor makes: paragraphs, line breaks, bold, italic, lists, web and email links.
const allowedTags = ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'];
// DOMPurify drops script, style, template, iframe, noscript, svg and math with their content
// already; these too, so no form-control or plugin text is left behind.
const droppedWithContent = ['object', 'embed', 'textarea', 'select'];

// An instance of our own, so the link hook below never touches anyone else's DOMPurify.
const purifier = typeof window === 'undefined' ? null : createDOMPurify(window);

purifier?.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  if (!node.hasAttribute('href')) return;
  node.setAttribute('rel', 'noopener noreferrer nofollow');
  node.setAttribute('target', '_blank');
});

/**
 * Rich text reduced to what the editor makes before it is put in the page. The API sanitizes
 * what it stores; this also covers the draft's copy, which comes from localStorage, and is a
 * second line behind the server's.
 */
export function sanitizeRichText(html: string): string {
  if (!purifier) return '';
  return purifier.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:)/i,
    ADD_FORBID_CONTENTS: droppedWithContent,
  });
}
