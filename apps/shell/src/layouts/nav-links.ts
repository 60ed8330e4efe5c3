import type { SessionUser } from '@marketplace/contracts';

export interface NavLink {
  to: string;
  label: string;
}

/** The main navigation for whoever is on the page: what each role comes here to do. */
export function navLinksFor(user: SessionUser | null, marketNames: Record<string, string> = {}): NavLink[] {
  const links: NavLink[] = [{ to: '/book-now', label: 'Book a service' }];
  const roles = new Set(user?.roles ?? []);
  if (!user || roles.has('customer')) links.push({ to: '/my-jobs', label: 'My jobs' });
  if (roles.has('provider') && user?.providerId) {
    links.push({ to: '/provider', label: 'Provider area' });
    links.push({ to: `/provider-profile/${user.providerId}`, label: 'My profile' });
  }
  const dashboards = roles.has('admin') ? Object.keys(marketNames) : roles.has('manager') ? (user?.managedMarketIds ?? []) : [];
  for (const marketId of dashboards) {
    links.push({ to: `/market/${marketId}/dashboard`, label: `${marketNames[marketId] ?? marketId} dashboard` });
  }
  if (roles.has('admin')) links.push({ to: '/admin', label: 'Admin' });
  if (!user) links.push({ to: '/provider', label: 'For providers' });
  return links;
}
