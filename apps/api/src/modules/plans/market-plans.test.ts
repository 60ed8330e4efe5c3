import { decodeCursor, encodeCursor, shareBps } from './market-plans';

describe('a market’s plans', () => {
  it('gives the share of jobs from plans in basis points, rounded half up; none of nothing', () => {
    expect(shareBps(1, 3)).toBe(3333);
    expect(shareBps(2, 3)).toBe(6667);
    expect(shareBps(1, 8)).toBe(1250);
    expect(shareBps(5, 5)).toBe(10_000);
    expect(shareBps(0, 0)).toBe(0);
  });

  it('pages with an opaque cursor that reads back as the last row, and refuses one that does not (400)', () => {
    const row = { created_at: new Date('2026-11-24T14:30:00.000Z'), id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a' };
    expect(decodeCursor(encodeCursor(row))).toEqual({ createdAt: row.created_at, id: row.id });
    expect(() => decodeCursor('nonsense')).toThrow(expect.objectContaining({ status: 400 }));
  });
});
