import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { MarketDetail } from '@marketplace/contracts';
import { QueryScreen } from '@marketplace/api-client/queries';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { Table } from '@marketplace/shared-ui/table';
import { formatPlainDateRange } from '../../../lib/plain-date';
import { type CapacityPeriod, useMarketCapacity } from '../api/use-market-capacity';
import styles from './capacity-panel.module.css';
import { readingOf } from './capacity-reading';
import { HeatMap } from './heat-map';

const periodLabels = defineMessages({
  '30d': { id: 'market.capacity.period.30d', defaultMessage: 'Last 30 days' },
  '7d': { id: 'market.capacity.period.7d', defaultMessage: 'Last 7 days' },
});
const periods: CapacityPeriod[] = ['30d', '7d'];

/** The dashboard's "Capacity" tab: where and when customers found no time, and who waits for the market nearby. */
export default function CapacityPanel({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const period: CapacityPeriod = params.get('period') === '7d' ? '7d' : '30d';
  const capacity = useMarketCapacity(market.id, period);

  return (
    <section className={styles.panel} aria-labelledby="capacity-heading" aria-busy={capacity.isFetching}>
      <h2 id="capacity-heading" className={styles.heading}>
        <FormattedMessage id="market.capacity.title" defaultMessage="Where capacity is missing" />
      </h2>
      <SelectField
        label={intl.formatMessage({ id: 'market.capacity.period', defaultMessage: 'Period' })}
        className={styles.period}
        value={period}
        options={periods.map((value) => ({ value, label: intl.formatMessage(periodLabels[value]) }))}
        onChange={(event) => setParams({ tab: 'capacity', period: event.target.value })}
      />
      <QueryScreen
        query={capacity}
        loading={intl.formatMessage({ id: 'market.capacity.loading', defaultMessage: 'Loading where capacity is missing…' })}
        failed={intl.formatMessage({ id: 'market.capacity.failed', defaultMessage: 'We could not load where capacity is missing' })}
        notFound={`No market "${market.id}"`}
      >
        {(data) => (
          <>
            <p className={styles.reading} data-testid="capacity-reading">
              {readingOf(intl, data)}
            </p>
            <p className={styles.note}>
              <FormattedMessage
                id="market.capacity.note"
                defaultMessage="{range}, hours in {timeZone}: {unmet, plural, one {# search} other {# searches}} found no time{hourUnknown, plural, =0 {} other { (# from before hours were recorded are not on the map)}}{noPostalCode, plural, =0 {} other {, # without a postal code}}; {waitlist, plural, one {# person} other {# people}} nearby joined the waitlist. Darker cells mean more searches; each cell shows its count."
                values={{
                  range: formatPlainDateRange(intl, data.range.from, data.range.to),
                  timeZone: data.timeZone,
                  unmet: data.totals.unmetSearches,
                  hourUnknown: data.totals.unmetSearchesHourUnknown,
                  noPostalCode: data.totals.unmetSearchesNoPostalCode,
                  waitlist: data.totals.waitlistSignups,
                }}
              />
            </p>
            <HeatMap
              caption={intl.formatMessage({ id: 'market.capacity.unmet-map', defaultMessage: 'Searches that found no time, by weekday and hour' })}
              grid={data.unmetByWeekdayHour}
              unit={(count) => intl.formatMessage({ id: 'market.capacity.unit-searches', defaultMessage: '{count, plural, one {search} other {searches}}' }, { count })}
            />
            <Table
              caption={intl.formatMessage({ id: 'market.capacity.ranking', defaultMessage: 'Postal codes with the most unmet demand' })}
              columns={[
                { key: 'postalCode', header: intl.formatMessage({ id: 'market.capacity.postal-code', defaultMessage: 'Postal code' }), cell: (row) => <span translate="no">{row.postalCode}</span>, rowHeader: true },
                {
                  key: 'unmet',
                  header: intl.formatMessage({ id: 'market.capacity.unmet', defaultMessage: 'Searches that found no time' }),
                  align: 'end',
                  cell: (row) => (
                    <span className={styles.barCell}>
                      <span className={styles.bar} data-width={Math.round((row.unmetSearches / Math.max(1, ...data.postalCodes.map((code) => code.unmetSearches))) * 10)} aria-hidden="true" />
                      {intl.formatNumber(row.unmetSearches)}
                    </span>
                  ),
                },
                { key: 'waitlist', header: intl.formatMessage({ id: 'market.capacity.waitlist', defaultMessage: 'Waitlist sign-ups' }), align: 'end', cell: (row) => intl.formatNumber(row.waitlistSignups) },
                {
                  key: 'served',
                  header: intl.formatMessage({ id: 'market.capacity.served', defaultMessage: 'Served' }),
                  cell: (row) => (row.served ? intl.formatMessage({ id: 'market.capacity.served-yes', defaultMessage: 'Yes' }) : intl.formatMessage({ id: 'market.capacity.served-no', defaultMessage: 'Outside the served area' })),
                },
              ]}
              rows={data.postalCodes}
              getRowKey={(row) => row.postalCode}
              emptyMessage={intl.formatMessage({ id: 'market.capacity.empty', defaultMessage: 'No unmet searches or waitlist sign-ups in this period.' })}
            />
            <details className={styles.more}>
              <summary>
                <FormattedMessage id="market.capacity.waitlist-map-toggle" defaultMessage="Waitlist sign-ups by weekday and hour" />
              </summary>
              <HeatMap
                caption={intl.formatMessage({ id: 'market.capacity.waitlist-map', defaultMessage: 'Waitlist sign-ups near the market, by weekday and hour' })}
                grid={data.waitlistByWeekdayHour}
                unit={(count) => intl.formatMessage({ id: 'market.capacity.unit-sign-ups', defaultMessage: '{count, plural, one {sign-up} other {sign-ups}}' }, { count })}
              />
            </details>
          </>
        )}
      </QueryScreen>
    </section>
  );
}
