import type { JobStatus } from '@marketplace/contracts';
import { type Actor, authorize, canEditProviderAvailability, canManageMarket, canManageSession, canSeeJobContact, canViewJob, canViewProviderAvailability, isJobCustomer, providerHasAccepted } from './policies';

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

describe('jobs', () => {
  const job = { customerId: 'u-customer', providerId: 'p-nyc', marketId: 'nyc' };
  const as = (actor: Actor, id = 'u-someone') => ({ ...actor, id });

  it.each([
    ['its customer', as(customer, 'u-customer'), true],
    ['another customer', as(customer), false],
    ['its provider', as(provider), true],
    ['another provider', as(otherProvider), false],
    ['manager of its market', as(nycManager), true],
    ['manager of another market', as(berlinManager), false],
    ['former manager', as(formerManager), false],
    ['admin', as(admin), true],
  ])('%s may see it: %p', (_, user, expected) => {
    expect(canViewJob(user, job)).toBe(expected);
  });

  it('an unassigned job is seen by no provider, and only its customer is its customer', () => {
    expect(canViewJob(as({ roles: ['provider'], managedMarketIds: [], providerId: null }), { ...job, providerId: null })).toBe(false);
    expect(isJobCustomer(as(customer, 'u-customer'), job)).toBe(true);
    expect(isJobCustomer(as(admin), job)).toBe(false);
  });
});

describe('canSeeJobContact: the street, email and phone', () => {
  const as = (actor: Actor, id = 'u-someone') => ({ ...actor, id });
  const job = (status: JobStatus, cancelledFrom: JobStatus | null = null) => ({ customerId: 'u-customer', providerId: 'p-nyc', marketId: 'nyc', status, cancelledFrom });

  it.each([
    ['requested', null, false],
    ['confirmed', null, true],
    ['in_progress', null, true],
    ['completed', null, true],
    ['no_show', null, true],
    ['cancelled', 'requested', false],
    ['cancelled', 'unassigned', false],
    ['cancelled', 'confirmed', true],
    ['cancelled', null, false],
  ] as const)('its provider, %s (cancelled from %s): %p', (status, cancelledFrom, expected) => {
    expect(canSeeJobContact(as(provider), job(status, cancelledFrom))).toBe(expected);
    expect(providerHasAccepted(job(status, cancelledFrom))).toBe(expected);
  });

  it.each([
    ['its customer', as(customer, 'u-customer'), true],
    ['another provider', as(otherProvider), false],
    ['manager of its market', as(nycManager), true],
    ['manager of another market', as(berlinManager), false],
    ['former manager', as(formerManager), false],
    ['admin', as(admin), true],
  ])('%s, whatever the status: %p', (_, user, expected) => {
    for (const status of ['requested', 'confirmed', 'cancelled', 'unassigned'] as const) expect(canSeeJobContact(user, job(status))).toBe(expected);
  });

  it('a provider whose job went back to the market (unassigned: no provider) sees no contact', () => {
    expect(canSeeJobContact(as(provider), { ...job('unassigned'), providerId: null })).toBe(false);
  });
});

describe('canManageSession', () => {
  it('lets only the owner see and end a session, admins included', () => {
    expect(canManageSession({ id: 'u1' }, { userId: 'u1' })).toBe(true);
    expect(canManageSession({ id: 'u2' }, { userId: 'u1' })).toBe(false);
    expect(canManageSession({ ...admin, id: 'admin' }, { userId: 'u1' })).toBe(false);
  });
});
