import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { canActAsProvider, isProvider, useSession } from '@marketplace/session';
import { RequireAuth } from '@marketplace/session/require-auth';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';

/**
 * The provider area: for providers. Anyone else logged in is offered to apply (not a dead end);
 * a visitor logs in first.
 */
export function ProvidersOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'authenticated' && !isProvider(session.user)) return <ApplyInstead />;
  return <RequireAuth allow={isProvider}>{children}</RequireAuth>;
}

function ApplyInstead() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'provider.access.title', defaultMessage: 'The provider area is for providers' })}
      description={intl.formatMessage({
        id: 'provider.access.text',
        defaultMessage: 'Do you offer cleaning, repairs or other home services? Apply to join Handyhub as a provider: it takes a few steps and is saved as you go.',
      })}
      action={
        <Button asChild>
          <Link to="/provider/apply">
            <FormattedMessage id="provider.access.apply" defaultMessage="Apply to become a provider" />
          </Link>
        </Button>
      }
    />
  );
}

/** A provider's own private pages (edit, payments): that provider, or an admin. */
export function ProviderSelfOnly({ children }: { children: ReactNode }) {
  const { providerUuid = '' } = useParams();
  return <RequireAuth allow={(user) => canActAsProvider(user, providerUuid)}>{children}</RequireAuth>;
}
