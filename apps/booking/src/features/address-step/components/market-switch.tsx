import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MarketDetail, MarketSummary, ServicesSelection } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useMarket } from '../../../lib/queries/use-market';
import { splitByOffer } from '../../../stores/booking-draft/draft-updates';
import styles from './address-step.module.css';

interface MarketSwitchProps {
  postalCode: string;
  /** The market the booking was in (its services name what gets dropped). */
  from: MarketDetail | undefined;
  to: MarketSummary;
  services: ServicesSelection | undefined;
  onConfirm: (offeredIds: string[], droppedNames: string[]) => void;
  onCancel: () => void;
}

/** The address is another market's: say what switching changes, and switch only if the customer agrees. */
export function MarketSwitch({ postalCode, from, to, services, onConfirm, onCancel }: MarketSwitchProps) {
  const intl = useIntl();
  const target = useMarket(to.id);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const offered = target.data?.services.map((service) => service.id) ?? [];
  const { kept, dropped } = splitByOffer(services, offered);
  const droppedNames = dropped.map(({ serviceId }) => from?.services.find((service) => service.id === serviceId)?.name ?? serviceId);

  return (
    <div ref={panel} tabIndex={-1} className={styles.switch}>
      <Alert tone="warning" title={intl.formatMessage({ id: 'booking.market-switch.title', defaultMessage: '{postalCode} is served by {market}' }, { postalCode, market: to.name })}>
        <p className={styles.switchText}>
          {from ? (
            <FormattedMessage
              id="booking.market-switch.moving"
              defaultMessage="You started booking in {from}. We will move your booking to {to}; prices there may differ, and you will see them before you book."
              values={{ from: from.name, to: to.name }}
            />
          ) : (
            <FormattedMessage
              id="booking.market-switch.moving-other"
              defaultMessage="You started booking in another city. We will move your booking to {to}; prices there may differ, and you will see them before you book."
              values={{ to: to.name }}
            />
          )}
        </p>
        {target.isPending && <Spinner size="sm" label={intl.formatMessage({ id: 'booking.market-switch.checking', defaultMessage: 'Checking the services in {market}…' }, { market: to.name })} />}
        {target.data && dropped.length > 0 && (
          <p className={styles.switchText}>
            {kept.length === 0
              ? intl.formatMessage({ id: 'booking.market-switch.none-offered', defaultMessage: 'None of your services are offered in {market}, so you will choose them again.' }, { market: to.name })
              : intl.formatMessage({ id: 'booking.market-switch.removed', defaultMessage: 'Not offered in {market}, so removed: {services}.' }, { market: to.name, services: droppedNames.join(', ') })}
          </p>
        )}
      </Alert>
      <div className={styles.switchActions}>
        <Button onClick={() => onConfirm(offered, droppedNames)} disabled={!target.data}>
          <FormattedMessage id="booking.market-switch.switch" defaultMessage="Switch to {market} and continue" values={{ market: to.name }} />
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <FormattedMessage id="booking.market-switch.change-address" defaultMessage="Change the address" />
        </Button>
      </div>
    </div>
  );
}
