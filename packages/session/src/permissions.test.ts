import type { SessionUser } from '@marketplace/contracts';
import { canActAsProvider, canManageMarket, hasRole, isProvider } from './permissions';

const user = (overrides: Partial<SessionUser>): SessionUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'x@example.com',
  name: 'X',
  phone: null,
  roles: ['customer'],
  managedMarketIds: [],
  providerId: null,
  language: null,
  ...overrides,
});

describe('permissions', () => {
  const manager = user({ roles: ['manager'], managedMarketIds: ['nyc'] });
  const admin = user({ roles: ['admin'] });
  const provider = user({ roles: ['provider'], providerId: '11111111-1111-4111-8111-111111111111' });

  it('lets managers manage their own markets only, and admins every market', () => {
    expect(canManageMarket(manager, 'nyc')).toBe(true);
    expect(canManageMarket(manager, 'berlin')).toBe(false);
    expect(canManageMarket(admin, 'berlin')).toBe(true);
    expect(canManageMarket(user({}), 'nyc')).toBe(false);
    expect(canManageMarket(null, 'nyc')).toBe(false);
  });

  it('lets a provider act for their own record only', () => {
    expect(canActAsProvider(provider, '11111111-1111-4111-8111-111111111111')).toBe(true);
    expect(canActAsProvider(provider, '22222222-2222-4222-8222-222222222222')).toBe(false);
    expect(canActAsProvider(admin, '22222222-2222-4222-8222-222222222222')).toBe(true);
    expect(isProvider(provider)).toBe(true);
    expect(isProvider(user({ roles: ['provider'] }))).toBe(false);
  });

  it('reads roles', () => {
    expect(hasRole(manager, 'manager')).toBe(true);
    expect(hasRole(manager, 'admin')).toBe(false);
    expect(hasRole(null, 'customer')).toBe(false);
  });
});
