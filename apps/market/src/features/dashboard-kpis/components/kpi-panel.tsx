import { FormattedMessage, useIntl } from 'react-intl';
import type { MarketDetail } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { QueryScreen } from '@marketplace/api-client/queries';
import { Alert } from '@marketplace/shared-ui/alert';
import { formatPlainDateRange } from '../../../lib/plain-date';
import { usePeriodParams } from '../api/period-params';
import { useMarketKpis } from '../api/use-market-kpis';
import { KpiCards } from './kpi-cards';
import { KpiCharts } from './kpi-charts';
import { PeriodChooser } from './period-chooser';
import styles from './kpi-panel.module.css';

/** The dashboard's "Numbers" tab: KPIs for a period against the previous one, and their trend. */
export default function KpiPanel({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  const [choice, choose] = usePeriodParams();
  const kpis = useMarketKpis(market.id, choice);

  return (
    <section className={styles.panel} aria-labelledby="kpi-heading" aria-busy={kpis.isFetching}>
      <h2 id="kpi-heading" className={styles.heading}>
        <FormattedMessage id="market.kpi.title" defaultMessage="Numbers" />
      </h2>
      <PeriodChooser value={choice} onChange={choose} timeZone={market.timeZone} />
      <QueryScreen
        query={kpis}
        loading={intl.formatMessage({ id: 'market.kpi.loading', defaultMessage: 'Loading the numbers…' })}
        failed={intl.formatMessage({ id: 'market.kpi.failed', defaultMessage: 'We could not load the numbers' })}
        notFound={`No market "${market.id}"`}
      >
        {(data) => (
          <>
            <p className={styles.summary} aria-live="polite">
              <FormattedMessage
                id="market.kpi.summary"
                defaultMessage="{current} ({period, select, today {today} 7d {the last 7 days} 30d {the last 30 days} other {the chosen days}}), against {previous}. Days in {timeZone}, amounts in {currency}."
                values={{
                  current: formatPlainDateRange(intl, data.current.from, data.current.to),
                  previous: formatPlainDateRange(intl, data.previous.from, data.previous.to),
                  period: data.period,
                  timeZone: data.timeZone,
                  currency: data.currency,
                }}
              />
            </p>
            {kpis.isError && (
              <Alert tone="warning" title={intl.formatMessage({ id: 'market.kpi.stale', defaultMessage: 'These numbers may be out of date' })}>
                {errorMessage(kpis.error)}
              </Alert>
            )}
            <KpiCards kpis={data} />
            {data.current.values.booked === 0 && data.current.values.completed === 0 && data.current.values.cancelled === 0 ? (
              <p className={styles.empty}>
                <FormattedMessage id="market.kpi.nothing-to-chart" defaultMessage="No jobs were booked, completed or cancelled in this period: nothing to chart yet." />
              </p>
            ) : (
              <KpiCharts kpis={data} />
            )}
          </>
        )}
      </QueryScreen>
    </section>
  );
}
