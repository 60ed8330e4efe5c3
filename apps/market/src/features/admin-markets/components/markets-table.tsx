import { useState } from 'react';
import type { AdminMarket } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/session';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { useAdminMarkets, useChangeMarketStatus } from '../api/use-admin-markets';

const gapText: Record<AdminMarket['missing'][number], string> = { offerable_provider: 'an active provider', priced_service: 'a priced service' };

/** Every market with what it lacks to open; going live says why when it is refused (docs/admin-markets.md). */
export function MarketsTable() {
  const markets = useAdminMarkets(1);
  const change = useChangeMarketStatus();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const setStatus = async (market: AdminMarket, to: 'live' | 'coming_soon') => {
    setOutcome(null);
    try {
      const result = await change.mutateAsync({ marketId: market.id, to });
      const emails = 'launchEmailsQueued' in result ? ` ${result.launchEmailsQueued} people on its waitlist are being told.` : '';
      setOutcome({ tone: 'success', text: `${market.name} is ${to === 'live' ? 'live' : 'coming soon'}.${emails}` });
    } catch (error) {
      setOutcome({ tone: 'danger', text: errorMessage(error) });
    }
  };

  const columns: Array<TableColumn<AdminMarket>> = [
    { key: 'name', header: 'Market', rowHeader: true, cell: (market) => `${market.name} (${market.id})` },
    { key: 'status', header: 'Status', cell: (market) => (market.status === 'live' ? 'Live' : 'Coming soon') },
    { key: 'providers', header: 'Active providers', align: 'end', cell: (market) => market.offerableProviders },
    { key: 'services', header: 'Priced services', align: 'end', cell: (market) => market.pricedServices },
    { key: 'waiting', header: 'Waitlist', align: 'end', cell: (market) => market.waitlistWaiting },
    {
      key: 'actions',
      header: 'Actions',
      cell: (market) => (
        <>
          {market.status === 'live' ? (
            <Button variant="secondary" onClick={() => void setStatus(market, 'coming_soon')} disabled={change.isPending}>
              Back to coming soon
            </Button>
          ) : (
            <Button onClick={() => void setStatus(market, 'live')} disabled={change.isPending}>
              Go live
            </Button>
          )}
          {market.status !== 'live' && market.missing.length > 0 && <div>Needs {market.missing.map((gap) => gapText[gap]).join(' and ')}</div>}
        </>
      ),
    },
  ];

  if (markets.isError) return <Alert tone="danger">{errorMessage(markets.error)}</Alert>;
  return (
    <>
      {outcome && (
        <Alert tone={outcome.tone} title={outcome.tone === 'danger' ? 'Not changed' : 'Done'}>
          {outcome.text}
        </Alert>
      )}
      <Table caption="Markets" columns={columns} rows={markets.data?.markets ?? []} getRowKey={(market) => market.id} emptyMessage={markets.isPending ? 'Loading…' : 'No markets yet.'} />
    </>
  );
}
