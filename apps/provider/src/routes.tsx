import '@marketplace/mfe-contract/adopt-page-nonce';
import { lazyWithRetry } from '@marketplace/mfe-contract/lazy-with-retry';
import type { RemoteModule } from '@marketplace/mfe-contract';
import { ProvidersOnly, ProviderSelfOnly } from './features/access/components/provider-only';
import { ProviderAreaLayout } from './layouts/provider-area-layout';
import { domainTextCatalogue } from '@marketplace/domain-text/messages/catalogue';
import { jobUiCatalogue } from '@marketplace/job-ui/messages';
import { providerCatalogue } from './messages/catalogue';

const ProviderHomePage = lazyWithRetry(() => import('./pages/area/provider-home-page'));
const ProviderJobPage = lazyWithRetry(() => import('./pages/area/provider-job-page'));
const ProviderProfilePage = lazyWithRetry(() => import('./pages/profile/provider-profile-page'));
const EditProfilePage = lazyWithRetry(() => import('./pages/profile/edit-profile-page'));
const PaymentsPage = lazyWithRetry(() => import('./pages/profile/payments-page'));
const ApplyPage = lazyWithRetry(() => import('./pages/apply/apply-page'));

/** Provider owns /provider (its own area layout) and /provider-profile (the site layout). */
export const remote: RemoteModule = {
  release: __MFE_RELEASE__,
  // This remote's words and those of the packages it bundles, per language (docs/languages.md).
  catalogues: [providerCatalogue, jobUiCatalogue, domainTextCatalogue],
  mounts: {
    provider: [
      {
        element: <ProviderAreaLayout />,
        children: [
          {
            index: true,
            element: (
              <ProvidersOnly>
                <ProviderHomePage />
              </ProvidersOnly>
            ),
          },
          {
            path: 'job/:id',
            element: (
              <ProvidersOnly>
                <ProviderJobPage />
              </ProvidersOnly>
            ),
          },
          // Anyone may apply, logged in or not (the form's first step is the account).
          { path: 'apply', element: <ApplyPage /> },
        ],
      },
    ],
    'provider-profile': [
      { path: ':providerUuid', element: <ProviderProfilePage /> },
      {
        path: ':providerUuid/edit',
        element: (
          <ProviderSelfOnly>
            <EditProfilePage />
          </ProviderSelfOnly>
        ),
      },
      {
        path: ':providerUuid/payments',
        element: (
          <ProviderSelfOnly>
            <PaymentsPage />
          </ProviderSelfOnly>
        ),
      },
    ],
  },
};

export const { mounts, release, catalogues } = remote;
