/** What the API says about the demo data the routes show, read before the tests run. */
export interface DemoFacts {
  /** The names of the services of the demo customer's job, in order. */
  jobServiceNames: string[];
  /** The demo provider's display name. */
  providerName: string;
  /** The names of the services of one of the demo provider's upcoming jobs, in order. */
  providerJobServiceNames: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every route of docs/product.md §3 with its owner, layout, who may see it, and the heading its screen shows. */
export interface RouteCase {
  /** `{provider}` is replaced by the demo provider's id, `{job}` by one of the demo customer's jobs, `{providerJob}` by one of the provider's, `{plan}` by the demo customer's plan. */
  path: string;
  owner: 'shell' | 'booking' | 'provider' | 'market';
  layout: 'site' | 'booking' | 'provider-area' | 'playground';
  /** The page's h1; for a page about one thing, what the API says about that thing. */
  heading: RegExp | ((facts: DemoFacts) => RegExp);
  /** The demo account that may see it; none for public routes. */
  as?: 'customer' | 'provider' | 'manager' | 'admin';
  /** Where a visitor with nothing chosen yet ends up (a booking step needs the steps before it). */
  redirectsTo?: string;
}

export const specRoutes: RouteCase[] = [
  { path: '/', owner: 'shell', layout: 'site', heading: /trusted local pros/i },
  { path: '/book-now', owner: 'booking', layout: 'booking', heading: /choose your services/i },
  { path: '/book-now/services', owner: 'booking', layout: 'booking', heading: /choose your services/i },
  { path: '/book-now/address', owner: 'booking', layout: 'booking', heading: /choose your services/i, redirectsTo: '/book-now/services' },
  { path: '/book-now/job-info', owner: 'booking', layout: 'booking', heading: /choose your services/i, redirectsTo: '/book-now/services' },
  { path: '/book-now/contact-info', owner: 'booking', layout: 'booking', heading: /choose your services/i, redirectsTo: '/book-now/services' },
  { path: '/book-now/time-selection', owner: 'booking', layout: 'booking', heading: /choose your services/i, redirectsTo: '/book-now/services' },
  { path: '/book-now/provider-selection', owner: 'booking', layout: 'booking', heading: /choose your services/i, redirectsTo: '/book-now/services' },
  { path: '/book-now/confirm', owner: 'booking', layout: 'booking', heading: /choose your services/i, redirectsTo: '/book-now/services' },
  { path: '/coming-soon', owner: 'shell', layout: 'site', heading: /not in your area yet/i },
  { path: '/component-playground', owner: 'shell', layout: 'playground', heading: /component playground/i },
  {
    path: '/job/{job}',
    owner: 'booking',
    layout: 'site',
    // The job's title names its services ("Home cleaning, 2 hours · TV mounting").
    heading: ({ jobServiceNames }) => new RegExp(`^${jobServiceNames.map(escape).join('.*')}`),
    as: 'customer',
  },
  { path: '/login', owner: 'shell', layout: 'site', heading: /log in/i },
  { path: '/forgot-password', owner: 'shell', layout: 'site', heading: /forgot your password/i },
  // Without the token an email's link carries, each says the link is not complete.
  { path: '/reset-password', owner: 'shell', layout: 'site', heading: /choose a new password/i },
  { path: '/verify-email', owner: 'shell', layout: 'site', heading: /this link does not work/i },
  { path: '/account', owner: 'shell', layout: 'site', heading: /your account/i, as: 'customer' },
  { path: '/logout', owner: 'shell', layout: 'site', heading: /log(ging you)? out|trusted local pros/i },
  { path: '/market/nyc', owner: 'market', layout: 'site', heading: /new york city/i },
  { path: '/market/nyc/dashboard', owner: 'market', layout: 'site', heading: /dashboard/i, as: 'manager' },
  {
    // The demo customer's job is in New York: its manager's desk is titled by its services too.
    path: '/market/nyc/job/{job}',
    owner: 'market',
    layout: 'site',
    heading: ({ jobServiceNames }) => new RegExp(`^${jobServiceNames.map(escape).join('.*')}`),
    as: 'manager',
  },
  { path: '/my-jobs', owner: 'booking', layout: 'site', heading: /my jobs/i, as: 'customer' },
  // The demo customer's fortnightly cleaning plan (docs/repeat-business.md).
  { path: '/my-jobs/plans/{plan}', owner: 'booking', layout: 'site', heading: /^your plan: /i, as: 'customer' },
  { path: '/privacy-policy', owner: 'shell', layout: 'site', heading: /privacy policy/i },
  { path: '/terms', owner: 'shell', layout: 'site', heading: /terms/i },
  { path: '/provider-terms', owner: 'shell', layout: 'site', heading: /provider terms/i },
  { path: '/provider/apply', owner: 'provider', layout: 'provider-area', heading: /become a provider/i },
  { path: '/admin', owner: 'market', layout: 'site', heading: /^admin$/i, as: 'admin' },
  { path: '/admin/markets', owner: 'market', layout: 'site', heading: /^markets$/i, as: 'admin' },
  { path: '/admin/services', owner: 'market', layout: 'site', heading: /^services$/i, as: 'admin' },
  { path: '/admin/people', owner: 'market', layout: 'site', heading: /^people$/i, as: 'admin' },
  { path: '/admin/security-log', owner: 'market', layout: 'site', heading: /security log/i, as: 'admin' },
  { path: '/admin/notifications', owner: 'market', layout: 'site', heading: /^outbox$/i, as: 'admin' },
  { path: '/provider-profile/{provider}', owner: 'provider', layout: 'site', heading: ({ providerName }) => new RegExp(`^${escape(providerName)}$`) },
  { path: '/provider-profile/{provider}/edit', owner: 'provider', layout: 'site', heading: /edit profile/i, as: 'provider' },
  { path: '/provider-profile/{provider}/payments', owner: 'provider', layout: 'site', heading: /payments/i, as: 'provider' },
  { path: '/provider', owner: 'provider', layout: 'provider-area', heading: /provider home/i, as: 'provider' },
  {
    path: '/provider/job/{providerJob}',
    owner: 'provider',
    layout: 'provider-area',
    heading: ({ providerJobServiceNames }) => new RegExp(`^${providerJobServiceNames.map(escape).join('.*')}`),
    as: 'provider',
  },
  { path: '/no-such-page', owner: 'shell', layout: 'site', heading: /can.t find that page/i },
];
