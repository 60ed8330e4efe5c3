import { useSearchParams } from 'react-router-dom';
import type { MarketDetail } from '@marketplace/contracts';
import { QueryScreen } from '@marketplace/api-client/queries';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { Table } from '@marketplace/shared-ui/table';
import { type CapacityPeriod, useMarketCapacity } from '../api/use-market-capacity';
import styles from './capacity-panel.module.css';
import { readingOf } from './capacity-reading';
import { HeatMap } from './heat-map';

const periods: { value: CapacityPeriod; label: string }[] = [
  { value: '30d', label: 'Last 30 days' },
  { value: '7d', label: 'Last 7 days' },
];

/** The dashboard's "Capacity" tab: where and when customers found no time, and who waits for the market nearby. */
export default function CapacityPanel({ market }: { market: MarketDetail }) {
  const [params, setParams] = useSearchParams();
  const period: CapacityPeriod = params.get('period') === '7d' ? '7d' : '30d';
  const capacity = useMarketCapacity(market.id, period);

  return (
    <section className={styles.panel} aria-labelledby="capacity-heading" aria-busy={capacity.isFetching}>
      <h2 id="capacity-heading" className={styles.heading}>
        Where capacity is missing
      </h2>
      <SelectField
        label="Period"
        className={styles.period}
        value={period}
        options={periods}
        onChange={(event) => setParams({ tab: 'capacity', period: event.target.value })}
      />
      <QueryScreen query={capacity} loading="Loading where capacity is missing…" failed="We could not load where capacity is missing" notFound={`No market "${market.id}"`}>
        {(data) => (
          <>
            <p className={styles.reading} data-testid="capacity-reading">
              {readingOf(data)}
            </p>
            <p className={styles.note}>
              {data.range.from} to {data.range.to}, hours in {data.timeZone}: {data.totals.unmetSearches} searches found no time
              {data.totals.unmetSearchesHourUnknown > 0 && ` (${data.totals.unmetSearchesHourUnknown} from before hours were recorded are not on the map)`}
              {data.totals.unmetSearchesNoPostalCode > 0 && `, ${data.totals.unmetSearchesNoPostalCode} without a postal code`}; {data.totals.waitlistSignups} people nearby joined the
              waitlist. Darker cells mean more searches; each cell shows its count.
            </p>
            <HeatMap caption="Searches that found no time, by weekday and hour" grid={data.unmetByWeekdayHour} unit="searches" />
            <Table
              caption="Postal codes with the most unmet demand"
              columns={[
                { key: 'postalCode', header: 'Postal code', cell: (row) => row.postalCode, rowHeader: true },
                {
                  key: 'unmet',
                  header: 'Searches that found no time',
                  align: 'end',
                  cell: (row) => (
                    <span className={styles.barCell}>
                      <span className={styles.bar} data-width={Math.round((row.unmetSearches / Math.max(1, ...data.postalCodes.map((code) => code.unmetSearches))) * 10)} aria-hidden="true" />
                      {row.unmetSearches}
                    </span>
                  ),
                },
                { key: 'waitlist', header: 'Waitlist sign-ups', align: 'end', cell: (row) => row.waitlistSignups },
                { key: 'served', header: 'Served', cell: (row) => (row.served ? 'Yes' : 'Outside the served area') },
              ]}
              rows={data.postalCodes}
              getRowKey={(row) => row.postalCode}
              emptyMessage="No unmet searches or waitlist sign-ups in this period."
            />
            <details className={styles.more}>
              <summary>Waitlist sign-ups by weekday and hour</summary>
              <HeatMap caption="Waitlist sign-ups near the market, by weekday and hour" grid={data.waitlistByWeekdayHour} unit="sign-ups" />
            </details>
          </>
        )}
      </QueryScreen>
    </section>
  );
}
