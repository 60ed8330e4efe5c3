import { FormattedMessage, useIntl } from 'react-intl';
import type { MarketDetail } from '@marketplace/contracts';
import { durationText } from '@marketplace/domain-text/quantities';
import { Money } from '@marketplace/shared-ui/money';
import { Table } from '@marketplace/shared-ui/table';
import styles from './market-overview.module.css';

export function ServicesTable({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  return (
    <Table
      caption={intl.formatMessage({ id: 'market.services.caption', defaultMessage: 'Services and prices in {market}' }, { market: market.name })}
      hideCaption
      rows={market.services}
      getRowKey={(service) => service.id}
      emptyMessage={intl.formatMessage({ id: 'market.services.empty', defaultMessage: 'No services are bookable here yet.' })}
      columns={[
        {
          key: 'name',
          header: intl.formatMessage({ id: 'market.services.service', defaultMessage: 'Service' }),
          rowHeader: true,
          cell: (service) => (
            <span translate="no">
              <span className={styles.serviceName}>{service.name}</span>
              <span className={styles.serviceDescription}>{service.description}</span>
            </span>
          ),
        },
        {
          key: 'price',
          header: intl.formatMessage({ id: 'market.services.price', defaultMessage: 'Price' }),
          align: 'end',
          cell: (service) => (
            <FormattedMessage
              id="market.services.price-per"
              defaultMessage="{price} / {unit, select, hour {hour} other {job}}"
              values={{ price: <Money amountMinor={service.priceMinor} currency={market.currency} />, unit: service.unit }}
            />
          ),
        },
        { key: 'duration', header: intl.formatMessage({ id: 'market.services.duration', defaultMessage: 'Typical time' }), align: 'end', cell: (service) => durationText(intl, service.defaultDurationMinutes) },
      ]}
    />
  );
}
