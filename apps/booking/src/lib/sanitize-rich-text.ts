const keptTags = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'UL', 'OL', 'LI', 'A']);
const droppedWithContent = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'SVG', 'MATH', 'TEXTAREA', 'SELECT']);
const allowedHref = /^(https?:\/\/|mailto:)/i;

function clean(parent: Node): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node);
      continue;
    }
    const element = node as Element;
    if (droppedWithContent.has(element.tagName)) {
      element.remove();
      continue;
    }
    clean(element);
    if (!keptTags.has(element.tagName)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    const href = element.tagName === 'A' ? element.getAttribute('href')?.trim() : undefined;
    for (const attribute of Array.from(element.attributes)) element.removeAttribute(attribute.name);
    if (href && allowedHref.test(href)) {
      element.setAttribute('href', href);
      element.setAttribute('rel', 'noopener noreferrer nofollow');
      element.setAttribute('target', '_blank');
    }
  }
}

/**
 * Rich text reduced to what the editor makes (paragraphs, bold, italic, lists, web and email
 * links) before it is put in the page. The API sanitizes what it stores; this also covers the
 * draft's copy, which comes from localStorage, and is a second line behind the server's.
 * DOMParser's document is inert: nothing in it loads or runs while it is cleaned.
 */
export function sanitizeRichText(html: string): string {
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  clean(document.body);
  return document.body.innerHTML;
}
