import { lazy, Suspense, type ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { MarketDetail } from '@marketplace/contracts';
import { isMarketId } from '@marketplace/contracts/ids';
import { NotFoundError } from '@marketplace/error-reporting';
import { QueryScreen } from '@marketplace/api-client/queries';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { Tabs } from '@marketplace/shared-ui/tabs';
import { useMarket } from '../features/market-overview/api/use-market';
import styles from './dashboard-page.module.css';

type Panel = ComponentType<{ market: MarketDetail }>;

/**
 * The dashboard's sections, each loaded when first opened (charts and the calendar are heavy).
 * "Today" holds what needs attention now: the unassigned queue, then the numbers.
 */
const sections: { value: string; label: string; panel: Panel }[] = [
  { value: 'today', label: 'Today', panel: lazy(() => import('../features/unassigned-queue/components/unassigned-queue')) },
  { value: 'numbers', label: 'Numbers', panel: lazy(() => import('../features/dashboard-kpis/components/kpi-panel')) },
  { value: 'jobs', label: 'Jobs', panel: lazy(() => import('../features/jobs-grid/components/jobs-grid-panel')) },
  { value: 'calendar', label: 'Calendar', panel: lazy(() => import('../features/market-calendar/components/market-calendar-panel')) },
  { value: 'providers', label: 'Providers', panel: lazy(() => import('../features/market-providers/components/providers-panel')) },
  { value: 'capacity', label: 'Capacity', panel: lazy(() => import('../features/capacity-map/components/capacity-panel')) },
  { value: 'settings', label: 'Settings', panel: lazy(() => import('../features/market-settings/components/settings-panel')) },
];
const DEFAULT_SECTION = 'today';

/** /market/:id/dashboard — one market's back office; the section lives in the URL (?tab=). */
export default function DashboardPage() {
  const { id = '' } = useParams();
  if (!isMarketId(id)) throw new NotFoundError(`No market "${id}"`);
  return <DashboardScreen marketId={id} />;
}

function DashboardScreen({ marketId }: { marketId: string }) {
  const market = useMarket(marketId);
  useDocumentTitle(market.data ? `${market.data.name} dashboard` : 'Market dashboard');
  return (
    <QueryScreen query={market} loading="Loading the dashboard…" failed="We could not load this market" notFound={`No market "${marketId}"`}>
      {(data) => <Dashboard market={data} />}
    </QueryScreen>
  );
}

function Dashboard({ market }: { market: MarketDetail }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current = sections.some((section) => section.value === requested) ? requested! : DEFAULT_SECTION;
  // Changing section drops the other sections' URL state (filters, pages) but keeps history short.
  const select = (tab: string) => setParams(tab === DEFAULT_SECTION ? {} : { tab });

  return (
    <div data-page="market/dashboard" className={styles.page}>
      <PageHeader title={`${market.name} dashboard`} description={`Times in ${market.timeZone}. Amounts in ${market.currency}.`} />
      <Tabs
        aria-label="Dashboard sections"
        value={current}
        onValueChange={select}
        items={sections.map(({ value, label, panel: Panel }) => ({
          value,
          label,
          content: (
            <Suspense fallback={<Spinner label={`Loading ${label.toLowerCase()}…`} />}>
              <Panel market={market} />
            </Suspense>
          ),
        }))}
      />
    </div>
  );
}
