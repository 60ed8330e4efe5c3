import { useIntl } from 'react-intl';
import type { MarketDetail } from '@marketplace/contracts';
import { durationText } from '@marketplace/domain-text/quantities';
import { Money } from '@marketplace/shared-ui/money';
import { Table } from '@marketplace/shared-ui/table';
import styles from './market-overview.module.css';

export function ServicesTable({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  return (
    <Table
      caption={`Services and prices in ${market.name}`}
      hideCaption
      rows={market.services}
      getRowKey={(service) => service.id}
      emptyMessage="No services are bookable here yet."
      columns={[
        {
          key: 'name',
          header: 'Service',
          rowHeader: true,
          cell: (service) => (
            <>
              <span className={styles.serviceName}>{service.name}</span>
              <span className={styles.serviceDescription}>{service.description}</span>
            </>
          ),
        },
        {
          key: 'price',
          header: 'Price',
          align: 'end',
          cell: (service) => (
            <>
              <Money amountMinor={service.priceMinor} currency={market.currency} />
              {service.unit === 'hour' ? ' / hour' : ' / job'}
            </>
          ),
        },
        { key: 'duration', header: 'Typical time', align: 'end', cell: (service) => durationText(intl, service.defaultDurationMinutes) },
      ]}
    />
  );
}
