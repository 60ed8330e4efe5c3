/**
 * Email addresses and phone numbers written into a message, masked when the reader may not see
 * them (docs/conversations.md, "Contact in messages"). Links (http/https) are left as they are:
 * the digits of a link's path are not a phone number. What stands in for them is the same in
 * every language.
 */
export const MASK = '•••';

const link = /\bhttps?:\/\/[^\s<>"]+/giu;
const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// A run of digits with the separators people type (spaces, dots, dashes, slashes, brackets), 7+ digits.
const phone = /(?:\+|00)?\(?\d[\d \t()./-]{5,}\d/g;
// Dates and times are not phone numbers: 2026-11-24, 24.11.2026, 24/11/2026.
const date = /^\d{1,4}[-./]\d{1,2}[-./]\d{1,4}$/;

function maskPhones(text: string): string {
  return text.replace(phone, (match) => {
    const digits = match.replace(/\D/g, '').length;
    if (digits < 7 || date.test(match.trim())) return match;
    return MASK;
  });
}

function maskOutsideLinks(text: string): string {
  return maskPhones(text.replace(email, `${MASK}@${MASK}`));
}

/** The text with every email address and phone number outside a link replaced by `•••`. */
export function maskContact(text: string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(link)) {
    result += maskOutsideLinks(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + maskOutsideLinks(text.slice(last));
}
