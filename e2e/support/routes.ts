/** Every route of SPEC §3 with its owner, layout and the heading its screen shows. */
export interface RouteCase {
  path: string;
  owner: 'shell' | 'booking' | 'provider' | 'market';
  layout: 'site' | 'booking' | 'provider-area' | 'playground';
  heading: RegExp;
}

export const specRoutes: RouteCase[] = [
  { path: '/', owner: 'shell', layout: 'site', heading: /trusted local pros/i },
  { path: '/book-now', owner: 'booking', layout: 'booking', heading: /choose your services/i },
  { path: '/book-now/services', owner: 'booking', layout: 'booking', heading: /choose your services/i },
  { path: '/book-now/address', owner: 'booking', layout: 'booking', heading: /where is the job/i },
  { path: '/book-now/job-info', owner: 'booking', layout: 'booking', heading: /tell us about the job/i },
  { path: '/book-now/contact-info', owner: 'booking', layout: 'booking', heading: /your contact details/i },
  { path: '/book-now/time-selection', owner: 'booking', layout: 'booking', heading: /pick a start time/i },
  { path: '/book-now/provider-selection', owner: 'booking', layout: 'booking', heading: /choose your provider/i },
  { path: '/book-now/confirm', owner: 'booking', layout: 'booking', heading: /review and book/i },
  { path: '/coming-soon', owner: 'shell', layout: 'site', heading: /not in your area yet/i },
  { path: '/component-playground', owner: 'shell', layout: 'playground', heading: /component playground/i },
  { path: '/job/3f2b1c9e-0000-4000-8000-000000000001', owner: 'booking', layout: 'site', heading: /your job/i },
  { path: '/login', owner: 'shell', layout: 'site', heading: /log in/i },
  { path: '/logout', owner: 'shell', layout: 'site', heading: /log out|logging out/i },
  { path: '/market/nyc', owner: 'market', layout: 'site', heading: /market|new york/i },
  { path: '/market/nyc/dashboard', owner: 'market', layout: 'site', heading: /dashboard/i },
  { path: '/market/nyc/job/3f2b1c9e-0000-4000-8000-000000000001', owner: 'market', layout: 'site', heading: /manage job/i },
  { path: '/my-jobs', owner: 'booking', layout: 'site', heading: /my jobs/i },
  { path: '/privacy-policy', owner: 'shell', layout: 'site', heading: /privacy policy/i },
  { path: '/terms', owner: 'shell', layout: 'site', heading: /terms/i },
  { path: '/provider-profile/7c9e6679-7425-40de-944b-e07fc1f90ae7', owner: 'provider', layout: 'site', heading: /profile/i },
  { path: '/provider-profile/7c9e6679-7425-40de-944b-e07fc1f90ae7/edit', owner: 'provider', layout: 'site', heading: /edit profile/i },
  { path: '/provider-profile/7c9e6679-7425-40de-944b-e07fc1f90ae7/payments', owner: 'provider', layout: 'site', heading: /payments/i },
  { path: '/provider', owner: 'provider', layout: 'provider-area', heading: /provider home/i },
  { path: '/provider/job/3f2b1c9e-0000-4000-8000-000000000001', owner: 'provider', layout: 'provider-area', heading: /job/i },
  { path: '/no-such-page', owner: 'shell', layout: 'site', heading: /can.t find that page/i },
];
