import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AdminMarket } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { TextLink } from '@marketplace/shared-ui/link';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { useAdminMarkets } from '../api/use-admin-markets';
import { StatusButton, StatusOutcomeAlert } from './status-outcome';
import { needsText } from '../domain/status-words';
import { useStatusSwitch } from './use-status-switch';

/** Every market with what it lacks to open; going live says why when it is refused (docs/admin-markets.md). */
export function MarketsTable() {
  const intl = useIntl();
  const markets = useAdminMarkets(1);
  const { setStatus, outcome, pending } = useStatusSwitch();

  const columns: Array<TableColumn<AdminMarket>> = [
    {
      key: 'name',
      header: intl.formatMessage({ id: 'market.admin-markets.col.market', defaultMessage: 'Market' }),
      rowHeader: true,
      cell: (market) => (
        <TextLink asChild>
          <Link to={`/admin/markets/${market.id}`} translate="no">
            {market.name} ({market.id})
          </Link>
        </TextLink>
      ),
    },
    {
      key: 'status',
      header: intl.formatMessage({ id: 'market.admin-markets.col.status', defaultMessage: 'Status' }),
      cell: (market) => (market.status === 'live' ? intl.formatMessage({ id: 'market.admin-market.live', defaultMessage: 'Live' }) : intl.formatMessage({ id: 'market.admin-market.coming-soon', defaultMessage: 'Coming soon' })),
    },
    { key: 'providers', header: intl.formatMessage({ id: 'market.admin-markets.col.providers', defaultMessage: 'Active providers' }), align: 'end', cell: (market) => intl.formatNumber(market.offerableProviders) },
    { key: 'services', header: intl.formatMessage({ id: 'market.admin-markets.col.services', defaultMessage: 'Priced services' }), align: 'end', cell: (market) => intl.formatNumber(market.pricedServices) },
    { key: 'waiting', header: intl.formatMessage({ id: 'market.admin-markets.col.waitlist', defaultMessage: 'Waitlist' }), align: 'end', cell: (market) => intl.formatNumber(market.waitlistWaiting) },
    {
      key: 'actions',
      header: intl.formatMessage({ id: 'market.admin-markets.col.actions', defaultMessage: 'Actions' }),
      cell: (market) => (
        <>
          <StatusButton market={market} pending={pending} onChange={setStatus} />
          {market.status !== 'live' && needsText(intl, market) && <div>{needsText(intl, market)}</div>}
        </>
      ),
    },
  ];

  if (markets.isError) return <Alert tone="danger">{errorMessage(markets.error)}</Alert>;
  return (
    <>
      <StatusOutcomeAlert outcome={outcome} />
      <Table
        caption={intl.formatMessage({ id: 'market.admin-markets.title', defaultMessage: 'Markets' })}
        columns={columns}
        rows={markets.data?.markets ?? []}
        getRowKey={(market) => market.id}
        emptyMessage={markets.isPending ? intl.formatMessage({ id: 'market.admin-markets.loading', defaultMessage: 'Loading…' }) : intl.formatMessage({ id: 'market.admin-markets.empty', defaultMessage: 'No markets yet.' })}
      />
    </>
  );
}
