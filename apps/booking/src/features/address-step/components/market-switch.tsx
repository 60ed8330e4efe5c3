import { useEffect, useRef } from 'react';
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
  const target = useMarket(to.id);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const offered = target.data?.services.map((service) => service.id) ?? [];
  const { kept, dropped } = splitByOffer(services, offered);
  const droppedNames = dropped.map(({ serviceId }) => from?.services.find((service) => service.id === serviceId)?.name ?? serviceId);

  return (
    <div ref={panel} tabIndex={-1} className={styles.switch}>
      <Alert tone="warning" title={`${postalCode} is served by ${to.name}`}>
        <p className={styles.switchText}>
          You started booking in {from?.name ?? 'another city'}. We will move your booking to {to.name}; prices there may differ, and you will see them
          before you book.
        </p>
        {target.isPending && <Spinner size="sm" label={`Checking the services in ${to.name}…`} />}
        {target.data && dropped.length > 0 && (
          <p className={styles.switchText}>
            {kept.length === 0
              ? `None of your services are offered in ${to.name}, so you will choose them again.`
              : `Not offered in ${to.name}, so removed: ${droppedNames.join(', ')}.`}
          </p>
        )}
      </Alert>
      <div className={styles.switchActions}>
        <Button onClick={() => onConfirm(offered, droppedNames)} disabled={!target.data}>
          Switch to {to.name} and continue
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Change the address
        </Button>
      </div>
    </div>
  );
}
