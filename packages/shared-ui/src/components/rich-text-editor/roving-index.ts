/**
 * Where focus goes in a toolbar (one tab stop, arrow keys move): the arrow pointing along the
 * reading direction moves forward (Left in a right-to-left page), both wrap around, Home/End
 * jump to the ends. Null for keys the toolbar doesn't handle.
 */
export function rovingIndex(current: number, key: string, count: number, direction: 'ltr' | 'rtl' = 'ltr'): number | null {
  if (count === 0) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case back:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
