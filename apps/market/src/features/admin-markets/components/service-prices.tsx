import type { AdminMarket, AdminService } from '@marketplace/contracts';
import { Money } from '@marketplace/shared-ui/money';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { PriceForm, type PriceTarget } from './price-form';

export const PRICES_FOR_NEW_BOOKINGS = 'A price change applies to new bookings only: jobs already booked keep the price they were booked at.';

/** Every market with this service's price there (or none yet), each changeable on its own. */
export function ServicePrices({ service, markets }: { service: AdminService; markets: readonly AdminMarket[] }) {
  const rows: PriceTarget[] = markets.map((market) => {
    const priced = service.markets.find((entry) => entry.marketId === market.id);
    return { serviceId: service.id, serviceName: service.name, marketId: market.id, marketName: market.name, currency: market.currency, priceMinor: priced?.priceMinor ?? null, active: priced?.active ?? false };
  });
  const columns: Array<TableColumn<PriceTarget>> = [
    { key: 'market', header: 'Market', rowHeader: true, cell: (row) => row.marketName },
    {
      key: 'now',
      header: 'Now',
      cell: (row) => (row.priceMinor === null ? 'Not offered' : row.active ? <Money amountMinor={row.priceMinor} currency={row.currency} /> : <>Off (<Money amountMinor={row.priceMinor} currency={row.currency} />)</>),
    },
    { key: 'change', header: 'Change', cell: (row) => <PriceForm target={row} /> },
  ];
  return <Table caption={`Prices of ${service.name}`} columns={columns} rows={rows} getRowKey={(row) => row.marketId} emptyMessage="No markets yet." />;
}
