import type { SessionUser } from '@marketplace/contracts';
import { createIntl } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import { navLinksFor as navLinksIn } from './nav-links';

const english = createIntl(intlConfig('en', {}));
const navLinksFor = (user: SessionUser | null, names?: Record<string, string>) => navLinksIn(english, user, names);

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
const labels = (links: Array<{ label: string }>) => links.map((link) => link.label);

describe('navLinksFor', () => {
  it('offers a visitor booking, their jobs and the way in for providers', () => {
    expect(labels(navLinksFor(null))).toEqual(['Book a service', 'My jobs', 'For providers']);
  });

  it('offers a customer their jobs', () => {
    expect(labels(navLinksFor(user({})))).toEqual(['Book a service', 'My jobs']);
  });

  it('offers a provider their area and profile', () => {
    const links = navLinksFor(user({ roles: ['provider'], providerId: '11111111-1111-4111-8111-111111111111' }));
    expect(links).toEqual([
      { to: '/book-now', label: 'Book a service' },
      { to: '/provider', label: 'Provider area' },
      { to: '/provider-profile/11111111-1111-4111-8111-111111111111', label: 'My profile' },
    ]);
  });

  it('offers a manager the dashboards of their markets only, and an admin every market and the admin area', () => {
    const names = { nyc: 'New York City', berlin: 'Berlin' };
    expect(labels(navLinksFor(user({ roles: ['manager'], managedMarketIds: ['nyc'] }), names))).toEqual([
      'Book a service',
      'New York City dashboard',
    ]);
    expect(navLinksFor(user({ roles: ['admin'] }), names).map((link) => link.to)).toEqual([
      '/book-now',
      '/market/nyc/dashboard',
      '/market/berlin/dashboard',
      '/admin',
    ]);
  });
});
