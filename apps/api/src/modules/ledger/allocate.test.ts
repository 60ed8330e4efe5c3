import { allocate } from './allocate';

describe('allocate (largest remainder)', () => {
  it('splits an odd cent three ways without creating or losing one', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(101, [1, 1, 1])).toEqual([34, 34, 33]);
    expect(allocate(1, [1, 1, 1])).toEqual([1, 0, 0]);
  });

  it('follows the weights and gives leftovers to the largest fractions', () => {
    // 1000 × (8000, 2000, 800, 888) / 11688 = 684.46, 171.11, 68.45, 75.97: floors make 998,
    // and the two units left go to .97 and .46 (not .45).
    expect(allocate(1000, [8000, 2000, 800, 888])).toEqual([685, 171, 68, 76]);
    const parts = allocate(12_345, [8000, 2000, 800, 888]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(12_345);
  });

  it('keeps the sign of a negative amount and never gives a part more than its weight', () => {
    expect(allocate(-101, [1, 1, 1])).toEqual([-34, -34, -33]);
    for (let amount = 0; amount <= 57; amount += 1) {
      const parts = allocate(amount, [19, 7, 31]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
      parts.forEach((part, index) => expect(part).toBeLessThanOrEqual([19, 7, 31][index]!));
    }
  });

  it('works past 2^53 in the intermediate products', () => {
    const parts = allocate(9_000_000_000_000, [3_000_000_000, 1, 2]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(9_000_000_000_000);
  });

  it('refuses fractions, negative weights and nothing to allocate to', () => {
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(1, [-1, 2])).toThrow(RangeError);
    expect(() => allocate(1, [0, 0])).toThrow(RangeError);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
  });
});
