const allowedScheme = /^(https?:\/\/|mailto:)/i;
const emailLike = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const domainLike = /^[^\s/:@]+\.[^\s/:@]{2,}(?:[/?#]\S*)?$/;

/** Whether a link target is one the editor may produce: web (http, https) or email (mailto). */
export function isAllowedHref(href: string): boolean {
  return allowedScheme.test(href.trim());
}

/**
 * What a person typed as a link target, as an href the editor may use, or null: "example.com"
 * becomes "https://example.com", "ana@example.com" becomes "mailto:ana@example.com", and
 * anything with another scheme (javascript:, data:, ftp:) is refused.
 */
export function normalizeLinkHref(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) return null;
  if (isAllowedHref(value)) {
    const rest = value.replace(allowedScheme, '');
    return rest ? value : null;
  }
  if (emailLike.test(value)) return `mailto:${value}`;
  if (domainLike.test(value) && !/^[a-z][a-z0-9+.-]*:/i.test(value)) return `https://${value}`;
  return null;
}
