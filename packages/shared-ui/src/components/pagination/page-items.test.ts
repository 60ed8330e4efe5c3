import { getPageItems } from './page-items';

describe('getPageItems', () => {
  it('lists every page when they all fit', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('returns nothing without pages', () => {
    expect(getPageItems(1, 0)).toEqual([]);
  });

  it('puts one ellipsis at the end near the start', () => {
    expect(getPageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(getPageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
  });

  it('puts one ellipsis at the start near the end', () => {
    expect(getPageItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(getPageItems(7, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });

  it('puts the current page between two ellipses in the middle', () => {
    expect(getPageItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(getPageItems(50, 100)).toEqual([1, 'start-ellipsis', 49, 50, 51, 'end-ellipsis', 100]);
  });

  it('never hides a single page behind an ellipsis', () => {
    for (let page = 1; page <= 12; page += 1) {
      const items = getPageItems(page, 12);
      expect(items).toHaveLength(7);
      items.forEach((item, index) => {
        if (typeof item === 'number') return;
        const before = items[index - 1] as number;
        const after = items[index + 1] as number;
        expect(after - before).toBeGreaterThan(2);
      });
    }
  });

  it('widens the window with more siblings and clamps an out-of-range page', () => {
    expect(getPageItems(10, 20, 2)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
    expect(getPageItems(99, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });
});
