import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { canActAsProvider, isProvider, RequireAuth } from '@marketplace/session';

/** The provider area: for providers. */
export function ProvidersOnly({ children }: { children: ReactNode }) {
  return <RequireAuth allow={isProvider}>{children}</RequireAuth>;
}

/** A provider's own private pages (edit, payments): that provider, or an admin. */
export function ProviderSelfOnly({ children }: { children: ReactNode }) {
  const { providerUuid = '' } = useParams();
  return <RequireAuth allow={(user) => canActAsProvider(user, providerUuid)}>{children}</RequireAuth>;
}
