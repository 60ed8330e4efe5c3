import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';

export interface NoTimesProps {
  marketName?: string;
  horizonDays?: number;
  /** Where the customer changes the services. */
  servicesPath: string;
}

/** No provider is free for these services: say that the search was noted, and what to try. */
export function NoTimes({ marketName, horizonDays, servicesPath }: NoTimesProps) {
  const intl = useIntl();
  return (
    <EmptyState
      title={
        horizonDays
          ? intl.formatMessage({ id: 'booking.no-times.title-days', defaultMessage: 'No free times in the next {days, plural, one {# day} other {# days}}' }, { days: horizonDays })
          : intl.formatMessage({ id: 'booking.no-times.title', defaultMessage: 'No free times right now' })
      }
      description={
        <>
          <p>
            {marketName ? (
              <FormattedMessage
                id="booking.no-times.booked-in"
                defaultMessage="Every provider in {market} who does this work is booked. We’ve noted that you were looking, so the team can add providers where they’re needed."
                values={{ market: marketName }}
              />
            ) : (
              <FormattedMessage
                id="booking.no-times.booked"
                defaultMessage="Every provider who does this work is booked. We’ve noted that you were looking, so the team can add providers where they’re needed."
              />
            )}
          </p>
          <p>
            <FormattedMessage id="booking.no-times.try" defaultMessage="Try fewer hours or other services, or check again in a day or two — your booking so far is saved." />
          </p>
        </>
      }
      action={
        <Button asChild variant="secondary">
          <Link to={servicesPath}>
            <FormattedMessage id="booking.no-times.change-services" defaultMessage="Change services" />
          </Link>
        </Button>
      }
    />
  );
}
