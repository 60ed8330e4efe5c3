import { Fragment } from 'react';

const link = /\bhttps?:\/\/[^\s<>"]+/gi;
// Punctuation that ends a sentence is not part of the link before it.
const trailing = /[.,;:!?)\]]+$/;

/** Whether a link may be followed: http and https only (never javascript:, data:, …). */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message's plain text as React nodes (never HTML): its line breaks kept by the style
 * (`white-space: pre-wrap`), its http(s) links made anchors that open apart from the page and
 * pass it nothing (docs/conversations.md, "Text").
 */
export function MessageText({ text }: { text: string }) {
  const parts: Array<string | { href: string; text: string }> = [];
  let last = 0;
  for (const match of text.matchAll(link)) {
    const whole = match[0];
    const cut = whole.replace(trailing, '');
    const href = safeHref(cut);
    parts.push(text.slice(last, match.index));
    if (href) parts.push({ href, text: cut });
    else parts.push(cut);
    last = match.index + cut.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
