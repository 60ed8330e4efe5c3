import { canaryPlace } from './canary-place';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('canaryPlace', () => {
  it('keeps a visitor in the same place from page to page', () => {
    const storage = memoryStorage();
    const first = canaryPlace('booking', storage);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    expect(canaryPlace('booking', storage)).toBe(first);
  });

  it('spreads visitors over the hundred places, so a 50 % canary takes about half', () => {
    const places = Array.from({ length: 2000 }, () => canaryPlace('booking', memoryStorage()));
    const inCanary = places.filter((place) => place < 50).length;
    expect(inCanary).toBeGreaterThan(850);
    expect(inCanary).toBeLessThan(1150);
    expect(new Set(places).size).toBe(100);
  });

  it('still decides where storage is refused, for that page alone', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(canaryPlace('market', refusing)).toBeLessThan(100);
  });
});
