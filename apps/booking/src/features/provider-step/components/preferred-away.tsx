import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { providerProfileQuery } from '@marketplace/api-client/queries';
import { Alert } from '@marketplace/shared-ui/alert';
import { TextLink } from '@marketplace/shared-ui/link';

/** The provider the customer asked for is not free at the chosen time: said plainly, above the others. */
export function PreferredAway({ providerId, timePath }: { providerId: string; timePath: string }) {
  const intl = useIntl();
  // Public and usually cached already (the profile the customer came from).
  const profile = useQuery(providerProfileQuery(providerId));
  const name = profile.data?.displayName;
  return (
    <Alert
      tone="info"
      title={
        name
          ? intl.formatMessage({ id: 'booking.providers.preferred-away', defaultMessage: '{provider} is not free at this time' }, { provider: name })
          : intl.formatMessage({ id: 'booking.providers.preferred-away-unnamed', defaultMessage: 'The provider you asked for is not free at this time' })
      }
    >
      <FormattedMessage
        id="booking.providers.preferred-away-detail"
        defaultMessage="Choose someone else below, or <link>pick another time</link>."
        values={{
          link: (chunks) => (
            <TextLink asChild>
              <Link to={timePath}>{chunks}</Link>
            </TextLink>
          ),
        }}
      />
    </Alert>
  );
}
