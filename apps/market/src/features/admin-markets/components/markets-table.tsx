import { Link } from 'react-router-dom';
import type { AdminMarket } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { TextLink } from '@marketplace/shared-ui/link';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { useAdminMarkets } from '../api/use-admin-markets';
import { StatusButton, StatusOutcomeAlert } from './status-outcome';
import { needsText, useStatusSwitch } from './use-status-switch';

/** Every market with what it lacks to open; going live says why when it is refused (docs/admin-markets.md). */
export function MarketsTable() {
  const markets = useAdminMarkets(1);
  const { setStatus, outcome, pending } = useStatusSwitch();

  const columns: Array<TableColumn<AdminMarket>> = [
    {
      key: 'name',
      header: 'Market',
      rowHeader: true,
      cell: (market) => (
        <TextLink asChild>
          <Link to={`/admin/markets/${market.id}`}>{`${market.name} (${market.id})`}</Link>
        </TextLink>
      ),
    },
    { key: 'status', header: 'Status', cell: (market) => (market.status === 'live' ? 'Live' : 'Coming soon') },
    { key: 'providers', header: 'Active providers', align: 'end', cell: (market) => market.offerableProviders },
    { key: 'services', header: 'Priced services', align: 'end', cell: (market) => market.pricedServices },
    { key: 'waiting', header: 'Waitlist', align: 'end', cell: (market) => market.waitlistWaiting },
    {
      key: 'actions',
      header: 'Actions',
      cell: (market) => (
        <>
          <StatusButton market={market} pending={pending} onChange={setStatus} />
          {market.status !== 'live' && needsText(market) && <div>{needsText(market)}</div>}
        </>
      ),
    },
  ];

  if (markets.isError) return <Alert tone="danger">{errorMessage(markets.error)}</Alert>;
  return (
    <>
      <StatusOutcomeAlert outcome={outcome} />
      <Table caption="Markets" columns={columns} rows={markets.data?.markets ?? []} getRowKey={(market) => market.id} emptyMessage={markets.isPending ? 'Loading…' : 'No markets yet.'} />
    </>
  );
}
