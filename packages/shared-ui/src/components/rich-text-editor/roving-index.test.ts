import { rovingIndex } from './roving-index';

describe('rovingIndex', () => {
  it('moves with the arrows and wraps around', () => {
    expect(rovingIndex(0, 'ArrowRight', 3)).toBe(1);
    expect(rovingIndex(2, 'ArrowRight', 3)).toBe(0);
    expect(rovingIndex(0, 'ArrowLeft', 3)).toBe(2);
  });

  it('jumps to the ends and ignores other keys', () => {
    expect(rovingIndex(1, 'Home', 3)).toBe(0);
    expect(rovingIndex(1, 'End', 3)).toBe(2);
    expect(rovingIndex(1, 'Enter', 3)).toBeNull();
    expect(rovingIndex(0, 'ArrowRight', 0)).toBeNull();
  });

  it('follows the reading direction in a right-to-left page', () => {
    expect(rovingIndex(0, 'ArrowLeft', 3, 'rtl')).toBe(1);
    expect(rovingIndex(0, 'ArrowRight', 3, 'rtl')).toBe(2);
  });
});
