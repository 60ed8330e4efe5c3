export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page buttons to show: always the first and last page, `siblings` pages either side of the
 * current one, and an ellipsis wherever it hides two or more pages. The length stays constant
 * (2 × siblings + 5) once there are more pages than that, so the buttons don't jump around.
 */
export function getPageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount < 1) return [];
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);

  const current = Math.min(Math.max(page, 1), pageCount);
  const first = current - siblings;
  const last = current + siblings;
  const edge = slots - 2;

  if (first <= 3) return [...range(1, edge), 'end-ellipsis', pageCount];
  if (last >= pageCount - 2) return [1, 'start-ellipsis', ...range(pageCount - edge + 1, pageCount)];
  return [1, 'start-ellipsis', ...range(first, last), 'end-ellipsis', pageCount];
}

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
