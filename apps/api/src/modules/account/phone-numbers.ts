/**
 * Two spellings of one number ("+1 212 555 0100", "+1 (212) 555-0100") are the same phone: a
 * verified phone stays verified when its owner only changes how it is written.
 */
export function phoneKey(phone: string | null | undefined): string {
  return (phone ?? '').replace(/[^0-9+]/g, '');
}

export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  return phoneKey(a) === phoneKey(b);
}

