import { orderProviders, preferredEntry } from './provider-order';

const entry = (id: string) => ({ provider: { id }, totalMinor: 100 });
const free = ['best', 'second', 'fav-old', 'third', 'fav-new'].map(entry);

describe('orderProviders', () => {
  it('keeps the API’s order when nobody is preferred or a favourite', () => {
    expect(orderProviders(free, { favouriteIds: [] }).map((e) => e.provider.id)).toEqual(['best', 'second', 'fav-old', 'third', 'fav-new']);
  });

  it('puts favourites first, newest first, and marks them', () => {
    const ordered = orderProviders(free, { favouriteIds: ['fav-new', 'not-free', 'fav-old'] });
    expect(ordered.map((e) => [e.provider.id, e.favourite])).toEqual([
      ['fav-new', true],
      ['fav-old', true],
      ['best', false],
      ['second', false],
      ['third', false],
    ]);
  });

  it('puts the preferred provider before the favourites', () => {
    const ordered = orderProviders(free, { preferredId: 'third', favouriteIds: ['fav-new'] });
    expect(ordered.map((e) => e.provider.id)).toEqual(['third', 'fav-new', 'best', 'second', 'fav-old']);
    expect(ordered[0]).toMatchObject({ preferred: true, favourite: false });
  });
});

describe('preferredEntry', () => {
  it('says whether the preferred provider is free, once the list is known', () => {
    expect(preferredEntry(free, undefined)).toBeUndefined();
    expect(preferredEntry(undefined, 'third')).toBeUndefined();
    expect(preferredEntry(free, 'third')).toEqual({ free: true, entry: entry('third') });
    expect(preferredEntry(free, 'away')).toEqual({ free: false });
  });
});
