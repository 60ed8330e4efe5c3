import { type Actor, authorize, canEditProviderAvailability, canManageMarket, canViewProviderAvailability } from './policies';

const customer: Actor = { roles: ['customer'], managedMarketIds: [], providerId: null };
const provider: Actor = { roles: ['provider'], managedMarketIds: [], providerId: 'p-nyc' };
const otherProvider: Actor = { roles: ['provider'], managedMarketIds: [], providerId: 'p-other' };
const nycManager: Actor = { roles: ['manager'], managedMarketIds: ['nyc'], providerId: null };
const berlinManager: Actor = { roles: ['manager'], managedMarketIds: ['berlin'], providerId: null };
const admin: Actor = { roles: ['admin'], managedMarketIds: [], providerId: null };
/** A membership row without the manager role (e.g. the role was taken away) grants nothing. */
const formerManager: Actor = { roles: ['customer'], managedMarketIds: ['nyc'], providerId: null };

const nycProvider = { id: 'p-nyc', marketIds: ['nyc'] };

describe('canManageMarket', () => {
  it.each([
    ['customer', customer, false],
    ['provider', provider, false],
    ['manager of nyc', nycManager, true],
    ['manager of berlin', berlinManager, false],
    ['former manager', formerManager, false],
    ['admin', admin, true],
  ])('%s → nyc: %p', (_, user, expected) => {
    expect(canManageMarket(user, 'nyc')).toBe(expected);
  });
});

describe('provider availability', () => {
  it.each([
    ['customer', customer, false, false],
    ['the provider', provider, true, true],
    ['another provider', otherProvider, false, false],
    ['manager of their market', nycManager, true, false],
    ['manager of another market', berlinManager, false, false],
    ['admin', admin, true, true],
  ])('%s: view %p, edit %p', (_, user, view, edit) => {
    expect(canViewProviderAvailability(user, nycProvider)).toBe(view);
    expect(canEditProviderAvailability(user, nycProvider)).toBe(edit);
  });

  it('a manager sees a provider who works in any of their markets', () => {
    expect(canViewProviderAvailability(berlinManager, { id: 'p-2', marketIds: ['nyc', 'berlin'] })).toBe(true);
  });
});

describe('authorize', () => {
  it('throws a 403 AppError when not allowed', () => {
    expect(() => authorize(true)).not.toThrow();
    expect(() => authorize(false)).toThrow(expect.objectContaining({ status: 403, code: 'FORBIDDEN' }));
  });
});
