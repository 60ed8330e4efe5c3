import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { AdminMarket, AdminService } from '@marketplace/contracts';
import { Money } from '@marketplace/shared-ui/money';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { PriceForm, type PriceTarget } from './price-form';

export const priceMessages = defineMessages({
  forNewBookings: { id: 'market.admin-prices.new-bookings-only', defaultMessage: 'A price change applies to new bookings only: jobs already booked keep the price they were booked at.' },
});

/** Every market with this service's price there (or none yet), each changeable on its own. */
export function ServicePrices({ service, markets }: { service: AdminService; markets: readonly AdminMarket[] }) {
  const intl = useIntl();
  const rows: PriceTarget[] = markets.map((market) => {
    const priced = service.markets.find((entry) => entry.marketId === market.id);
    return { serviceId: service.id, serviceName: service.name, marketId: market.id, marketName: market.name, currency: market.currency, priceMinor: priced?.priceMinor ?? null, active: priced?.active ?? false };
  });
  const columns: Array<TableColumn<PriceTarget>> = [
    { key: 'market', header: intl.formatMessage({ id: 'market.admin-prices.market', defaultMessage: 'Market' }), rowHeader: true, cell: (row) => <span translate="no">{row.marketName}</span> },
    {
      key: 'now',
      header: intl.formatMessage({ id: 'market.admin-prices.now', defaultMessage: 'Now' }),
      cell: (row) =>
        row.priceMinor === null ? (
          <FormattedMessage id="market.admin-prices.not-offered" defaultMessage="Not offered" />
        ) : row.active ? (
          <Money amountMinor={row.priceMinor} currency={row.currency} />
        ) : (
          <FormattedMessage id="market.admin-prices.off" defaultMessage="Off ({price})" values={{ price: <Money amountMinor={row.priceMinor} currency={row.currency} /> }} />
        ),
    },
    { key: 'change', header: intl.formatMessage({ id: 'market.admin-prices.change', defaultMessage: 'Change' }), cell: (row) => <PriceForm target={row} /> },
  ];
  return (
    <Table
      caption={intl.formatMessage({ id: 'market.admin-prices.caption', defaultMessage: 'Prices of {service}' }, { service: service.name })}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.marketId}
      emptyMessage={intl.formatMessage({ id: 'market.admin-prices.empty', defaultMessage: 'No markets yet.' })}
    />
  );
}
