import { defineMessages, type IntlShape } from 'react-intl';
import type { SessionUser } from '@marketplace/contracts';

export interface NavLink {
  to: string;
  label: string;
}

const labels = defineMessages({
  book: { id: 'shell.nav.book', defaultMessage: 'Book a service' },
  myJobs: { id: 'shell.nav.my-jobs', defaultMessage: 'My jobs' },
  providerArea: { id: 'shell.nav.provider-area', defaultMessage: 'Provider area' },
  myProfile: { id: 'shell.nav.my-profile', defaultMessage: 'My profile' },
  admin: { id: 'shell.nav.admin', defaultMessage: 'Admin' },
  forProviders: { id: 'shell.nav.for-providers', defaultMessage: 'For providers' },
});

/** The main navigation for whoever is on the page: what each role comes here to do. */
export function navLinksFor(intl: IntlShape, user: SessionUser | null, marketNames: Record<string, string> = {}): NavLink[] {
  const links: NavLink[] = [{ to: '/book-now', label: intl.formatMessage(labels.book) }];
  const roles = new Set(user?.roles ?? []);
  if (!user || roles.has('customer')) links.push({ to: '/my-jobs', label: intl.formatMessage(labels.myJobs) });
  if (roles.has('provider') && user?.providerId) {
    links.push({ to: '/provider', label: intl.formatMessage(labels.providerArea) });
    links.push({ to: `/provider-profile/${user.providerId}`, label: intl.formatMessage(labels.myProfile) });
  }
  const dashboards = roles.has('admin') ? Object.keys(marketNames) : roles.has('manager') ? (user?.managedMarketIds ?? []) : [];
  for (const marketId of dashboards) {
    links.push({
      to: `/market/${marketId}/dashboard`,
      label: intl.formatMessage(
        { id: 'shell.nav.market-dashboard', defaultMessage: '{market} dashboard' },
        { market: marketNames[marketId] ?? marketId },
      ),
    });
  }
  if (roles.has('admin')) links.push({ to: '/admin', label: intl.formatMessage(labels.admin) });
  if (!user) links.push({ to: '/provider', label: intl.formatMessage(labels.forProviders) });
  return links;
}
