import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProviderProfile } from '@marketplace/contracts';
import { Button } from '@marketplace/shared-ui/button';

/**
 * "Book with …": the booking flow with this provider preferred (`?provider=`, kept in the
 * booking draft: docs/repeat-business.md); with their city too when they work in one only.
 * Not offered for a provider who offers nothing anywhere.
 */
export function BookWith({ provider }: { provider: Pick<ProviderProfile, 'id' | 'displayName' | 'offers'> }) {
  const offering = provider.offers.filter((offer) => offer.services.length > 0);
  if (offering.length === 0) return null;
  const params = new URLSearchParams({ provider: provider.id });
  if (offering.length === 1) params.set('market', offering[0]!.marketId);
  return (
    <Button asChild>
      <Link to={`/book-now?${params}`}>
        <FormattedMessage id="provider.profile.book-with" defaultMessage="Book with {name}" values={{ name: <span translate="no">{provider.displayName}</span> }} />
      </Link>
    </Button>
  );
}
