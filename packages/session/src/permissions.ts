import type { Role, SessionUser } from '@marketplace/contracts';

/**
 * What the UI may offer a user. These mirror the API's rules (docs/product.md §4) so that screens do not
 * show what would be refused; the API still decides.
 */
export function hasRole(user: SessionUser | null, role: Role): boolean {
  return Boolean(user?.roles.includes(role));
}

export function canManageMarket(user: SessionUser | null, marketId: string): boolean {
  return hasRole(user, 'admin') || (hasRole(user, 'manager') && Boolean(user?.managedMarketIds.includes(marketId)));
}

/** The provider themself, or an admin. */
export function canActAsProvider(user: SessionUser | null, providerId: string): boolean {
  return hasRole(user, 'admin') || (hasRole(user, 'provider') && user?.providerId === providerId);
}

export function isProvider(user: SessionUser | null): boolean {
  return hasRole(user, 'provider') && Boolean(user?.providerId);
}
