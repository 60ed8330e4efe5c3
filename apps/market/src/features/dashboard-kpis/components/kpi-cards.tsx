import type { KpiValues, MarketKpis } from '@marketplace/contracts';
import { describeChange, formatCount, formatHours, formatKpi, type KpiKind } from './kpi-format';
import styles from './kpi-panel.module.css';

interface KpiDefinition {
  key: string;
  label: string;
  kind: KpiKind;
  higherIsBetter: boolean;
  value: (values: KpiValues) => number | null;
  /** A line under the value: what it is made of. */
  detail?: (values: KpiValues) => string;
}

const definitions: KpiDefinition[] = [
  { key: 'booked', label: 'Jobs booked', kind: 'count', higherIsBetter: true, value: (v) => v.booked },
  { key: 'completed', label: 'Completed', kind: 'count', higherIsBetter: true, value: (v) => v.completed },
  {
    key: 'cancelled',
    label: 'Cancelled',
    kind: 'count',
    higherIsBetter: false,
    value: (v) => v.cancelled,
    detail: (v) => `Customer ${v.cancelledBy.customer} · Provider ${v.cancelledBy.provider} · Company ${v.cancelledBy.manager} · System ${v.cancelledBy.system}`,
  },
  { key: 'noShows', label: 'No-shows', kind: 'count', higherIsBetter: false, value: (v) => v.noShows },
  {
    key: 'fillRate',
    label: 'Fill rate',
    kind: 'percent',
    higherIsBetter: true,
    value: (v) => v.fillRate,
    detail: (v) => `${formatHours(v.bookedMinutes)} booked of ${formatHours(v.availableMinutes)} available`,
  },
  { key: 'gross', label: 'Gross booking value', kind: 'money', higherIsBetter: true, value: (v) => v.grossBookingMinor },
  {
    key: 'rating',
    label: 'Average rating',
    kind: 'rating',
    higherIsBetter: true,
    value: (v) => v.averageRating,
    detail: (v) => `${formatCount(v.reviews)} ${v.reviews === 1 ? 'review' : 'reviews'}`,
  },
  {
    key: 'response',
    label: 'Median time to answer',
    kind: 'duration',
    higherIsBetter: false,
    value: (v) => v.medianResponseSeconds,
    detail: (v) => `${formatCount(v.answers)} ${v.answers === 1 ? 'answer' : 'answers'} by providers`,
  },
  { key: 'unmet', label: 'Searches that found no time', kind: 'count', higherIsBetter: false, value: (v) => v.unmetSearches },
];

/** One card per KPI: this period's value, the previous period's, and the change in words. */
export function KpiCards({ kpis }: { kpis: MarketKpis }) {
  return (
    <ul className={styles.cards} aria-label="Key figures">
      {definitions.map((definition) => {
        const current = definition.value(kpis.current.values);
        const previous = definition.value(kpis.previous.values);
        const change = describeChange(current, previous, definition.kind, kpis.currency, definition.higherIsBetter);
        return (
          <li key={definition.key} className={styles.card} data-kpi={definition.key}>
            <h3 className={styles.cardLabel}>{definition.label}</h3>
            <p className={styles.cardValue}>{formatKpi(current, definition.kind, kpis.currency)}</p>
            {definition.detail && <p className={styles.cardDetail}>{definition.detail(kpis.current.values)}</p>}
            <p className={[styles.change, change.better === true ? styles.better : change.better === false ? styles.worse : ''].join(' ').trim()}>
              <span aria-hidden="true">{change.arrow} </span>
              {change.text}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
