import type { RouteObject } from 'react-router-dom';
import { lazyWithRetry } from '@marketplace/mfe-contract/lazy-with-retry';
import { SiteLayout } from '../layouts/site-layout';
import { HomePage } from '../pages/home/home-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { ClientOnlyRender, prerendering } from '../prerender/client-only';
import { RemoteArea } from '../remotes/remote-area';
import { remoteMounts } from '../remotes/remote-mounts';

/**
 * A page in its own chunk. At build time only the `prerendered` ones are rendered to HTML; the
 * others leave their loading state in the HTML (see prerender/pages.ts).
 */
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K, { prerendered = false } = {}) => {
  if (prerendering && !prerendered) {
    return function ClientOnlyPage(): React.ReactNode {
      throw new ClientOnlyRender(name);
    };
  }
  return lazyWithRetry(async () => ({ default: (await load())[name] }));
};

const LoginPage = named(() => import('../pages/auth/login-page'), 'LoginPage', { prerendered: true });
const LogoutPage = named(() => import('../pages/auth/logout-page'), 'LogoutPage');
const ForgotPasswordPage = named(() => import('../pages/password-reset/forgot-password-page'), 'ForgotPasswordPage', { prerendered: true });
const ResetPasswordPage = named(() => import('../pages/password-reset/reset-password-page'), 'ResetPasswordPage', { prerendered: true });
const VerifyEmailPage = named(() => import('../pages/verify-email/verify-email-page'), 'VerifyEmailPage');
const AccountPage = named(() => import('../pages/account/account-page'), 'AccountPage');
const PrivacyPolicyPage = named(() => import('../pages/static/privacy-policy-page'), 'PrivacyPolicyPage', { prerendered: true });
const TermsPage = named(() => import('../pages/static/terms-page'), 'TermsPage', { prerendered: true });
const ProviderTermsPage = named(() => import('../pages/static/provider-terms-page'), 'ProviderTermsPage', { prerendered: true });
const ComingSoonPage = named(() => import('../pages/coming-soon/coming-soon-page'), 'ComingSoonPage', { prerendered: true });
const AccountNotificationsPage = named(() => import('../pages/account-notifications/account-notifications-page'), 'AccountNotificationsPage');
const UnsubscribePage = named(() => import('../pages/unsubscribe/unsubscribe-page'), 'UnsubscribePage');
const ComponentPlaygroundPage = named(
  () => import('../pages/component-playground/component-playground-page'),
  'ComponentPlaygroundPage',
);

const remoteRoutes = (layout: 'site' | 'own') =>
  remoteMounts
    .filter((entry) => entry.layout === layout)
    .map((entry): RouteObject => ({ path: `${entry.mount}/*`, element: <RemoteArea {...entry} /> }));

/**
 * The site's top-level routes. The shell's pages (but home) are split into their own chunks;
 * each remote mount is a splat route whose pages come from that remote at run time.
 */
export const routes: RouteObject[] = [
  { path: 'component-playground', element: <ComponentPlaygroundPage /> },
  ...remoteRoutes('own'),
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'provider-terms', element: <ProviderTermsPage /> },
      { path: 'coming-soon', element: <ComingSoonPage /> },
      { path: 'account/notifications', element: <AccountNotificationsPage /> },
      { path: 'notifications/unsubscribe', element: <UnsubscribePage /> },
      ...remoteRoutes('site'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
