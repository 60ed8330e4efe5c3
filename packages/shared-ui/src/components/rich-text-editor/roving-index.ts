/**
 * Where focus goes in a toolbar (one tab stop, arrow keys move): Left/Right wrap around,
 * Home/End jump to the ends. Null for keys the toolbar doesn't handle.
 */
export function rovingIndex(current: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
