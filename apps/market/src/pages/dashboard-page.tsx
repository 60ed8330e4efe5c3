import { lazy, Suspense, type ComponentType } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
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
const labels = defineMessages({
  today: { id: 'market.dashboard.tab.today', defaultMessage: 'Today' },
  numbers: { id: 'market.dashboard.tab.numbers', defaultMessage: 'Numbers' },
  jobs: { id: 'market.dashboard.tab.jobs', defaultMessage: 'Jobs' },
  calendar: { id: 'market.dashboard.tab.calendar', defaultMessage: 'Calendar' },
  providers: { id: 'market.dashboard.tab.providers', defaultMessage: 'Providers' },
  plans: { id: 'market.dashboard.tab.plans', defaultMessage: 'Plans' },
  problems: { id: 'market.dashboard.tab.problems', defaultMessage: 'Problems' },
  capacity: { id: 'market.dashboard.tab.capacity', defaultMessage: 'Capacity' },
  settings: { id: 'market.dashboard.tab.settings', defaultMessage: 'Settings' },
});

const sections: { value: string; label: MessageDescriptor; panel: Panel }[] = [
  { value: 'today', label: labels.today, panel: lazy(() => import('../features/unassigned-queue/components/unassigned-queue')) },
  { value: 'numbers', label: labels.numbers, panel: lazy(() => import('../features/dashboard-kpis/components/kpi-panel')) },
  { value: 'jobs', label: labels.jobs, panel: lazy(() => import('../features/jobs-grid/components/jobs-grid-panel')) },
  { value: 'calendar', label: labels.calendar, panel: lazy(() => import('../features/market-calendar/components/market-calendar-panel')) },
  { value: 'providers', label: labels.providers, panel: lazy(() => import('../features/market-providers/components/providers-panel')) },
  { value: 'plans', label: labels.plans, panel: lazy(() => import('../features/market-plans/components/plans-panel')) },
  { value: 'problems', label: labels.problems, panel: lazy(() => import('../features/market-problems/components/problems-panel')) },
  { value: 'capacity', label: labels.capacity, panel: lazy(() => import('../features/capacity-map/components/capacity-panel')) },
  { value: 'settings', label: labels.settings, panel: lazy(() => import('../features/market-settings/components/settings-panel')) },
];
const DEFAULT_SECTION = 'today';

/** /market/:id/dashboard — one market's back office; the section lives in the URL (?tab=). */
export default function DashboardPage() {
  const { id = '' } = useParams();
  if (!isMarketId(id)) throw new NotFoundError(`No market "${id}"`);
  return <DashboardScreen marketId={id} />;
}

function DashboardScreen({ marketId }: { marketId: string }) {
  const intl = useIntl();
  const market = useMarket(marketId);
  useDocumentTitle(
    market.data
      ? intl.formatMessage({ id: 'market.dashboard.document-title', defaultMessage: '{market} dashboard' }, { market: market.data.name })
      : intl.formatMessage({ id: 'market.dashboard.document-title-loading', defaultMessage: 'Market dashboard' }),
  );
  return (
    <QueryScreen
      query={market}
      loading={intl.formatMessage({ id: 'market.dashboard.loading', defaultMessage: 'Loading the dashboard…' })}
      failed={intl.formatMessage({ id: 'market.dashboard.failed', defaultMessage: 'We could not load this market' })}
      notFound={`No market "${marketId}"`}
    >
      {(data) => <Dashboard market={data} />}
    </QueryScreen>
  );
}

function Dashboard({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current = sections.some((section) => section.value === requested) ? requested! : DEFAULT_SECTION;
  // Changing section drops the other sections' URL state (filters, pages) but keeps history short.
  const select = (tab: string) => setParams(tab === DEFAULT_SECTION ? {} : { tab });

  return (
    <div data-page="market/dashboard" className={styles.page}>
      <PageHeader
        title={intl.formatMessage({ id: 'market.dashboard.title', defaultMessage: '{market} dashboard' }, { market: market.name })}
        description={intl.formatMessage({ id: 'market.dashboard.description', defaultMessage: 'Times in {timeZone}. Amounts in {currency}.' }, { timeZone: market.timeZone, currency: market.currency })}
      />
      <Tabs
        aria-label={intl.formatMessage({ id: 'market.dashboard.sections', defaultMessage: 'Dashboard sections' })}
        value={current}
        onValueChange={select}
        items={sections.map(({ value, label, panel: Panel }) => ({
          value,
          label: intl.formatMessage(label),
          content: (
            <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'market.dashboard.loading-section', defaultMessage: 'Loading {section}…' }, { section: intl.formatMessage(label) })} />}>
              <Panel market={market} />
            </Suspense>
          ),
        }))}
      />
    </div>
  );
}
