import type { MarketDetail } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { QueryScreen } from '@marketplace/api-client/queries';
import { Alert } from '@marketplace/shared-ui/alert';
import { usePeriodParams } from '../api/period-params';
import { useMarketKpis } from '../api/use-market-kpis';
import { KpiCards } from './kpi-cards';
import { KpiCharts } from './kpi-charts';
import { PeriodChooser } from './period-chooser';
import styles from './kpi-panel.module.css';

const periodNames = { today: 'today', '7d': 'the last 7 days', '30d': 'the last 30 days', custom: 'the chosen days' } as const;

/** The dashboard's "Numbers" tab: KPIs for a period against the previous one, and their trend. */
export default function KpiPanel({ market }: { market: MarketDetail }) {
  const [choice, choose] = usePeriodParams();
  const kpis = useMarketKpis(market.id, choice);

  return (
    <section className={styles.panel} aria-labelledby="kpi-heading" aria-busy={kpis.isFetching}>
      <h2 id="kpi-heading" className={styles.heading}>
        Numbers
      </h2>
      <PeriodChooser value={choice} onChange={choose} timeZone={market.timeZone} />
      <QueryScreen query={kpis} loading="Loading the numbers…" failed="We could not load the numbers" notFound={`No market "${market.id}"`}>
        {(data) => (
          <>
            <p className={styles.summary} aria-live="polite">
              {data.current.from === data.current.to ? data.current.from : `${data.current.from} to ${data.current.to}`} ({periodNames[data.period]}), against{' '}
              {data.previous.from === data.previous.to ? data.previous.from : `${data.previous.from} to ${data.previous.to}`}. Days in {data.timeZone}, amounts in {data.currency}.
            </p>
            {kpis.isError && (
              <Alert tone="warning" title="These numbers may be out of date">
                {errorMessage(kpis.error)}
              </Alert>
            )}
            <KpiCards kpis={data} />
            {data.current.values.booked === 0 && data.current.values.completed === 0 && data.current.values.cancelled === 0 ? (
              <p className={styles.empty}>No jobs were booked, completed or cancelled in this period: nothing to chart yet.</p>
            ) : (
              <KpiCharts kpis={data} />
            )}
          </>
        )}
      </QueryScreen>
    </section>
  );
}
