import { defineMessages, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import type { KpiValues, MarketKpis } from '@marketplace/contracts';
import { type KpiFormat, kpiFormat, type KpiKind } from './kpi-format';
import styles from './kpi-panel.module.css';

interface KpiDefinition {
  key: string;
  label: MessageDescriptor;
  kind: KpiKind;
  higherIsBetter: boolean;
  value: (values: KpiValues) => number | null;
  /** A line under the value: what it is made of. */
  detail?: (values: KpiValues, intl: IntlShape, format: KpiFormat) => string;
}

const labels = defineMessages({
  booked: { id: 'market.kpi.booked', defaultMessage: 'Jobs booked' },
  completed: { id: 'market.kpi.completed', defaultMessage: 'Completed' },
  cancelled: { id: 'market.kpi.cancelled', defaultMessage: 'Cancelled' },
  noShows: { id: 'market.kpi.no-shows', defaultMessage: 'No-shows' },
  fillRate: { id: 'market.kpi.fill-rate', defaultMessage: 'Fill rate' },
  gross: { id: 'market.kpi.gross', defaultMessage: 'Gross booking value' },
  rating: { id: 'market.kpi.rating-label', defaultMessage: 'Average rating' },
  response: { id: 'market.kpi.response', defaultMessage: 'Median time to answer' },
  unmet: { id: 'market.kpi.unmet', defaultMessage: 'Searches that found no time' },
  problems: { id: 'market.kpi.problems-per-100', defaultMessage: 'Problems reported per 100 jobs' },
  resolve: { id: 'market.kpi.median-resolve', defaultMessage: 'Median time to resolve' },
});

const details = defineMessages<{
  cancelledBy: { customer: number; provider: number; manager: number; system: number };
  fill: { booked: string; available: string };
  reviews: { count: number };
  answers: { count: number };
  problems: { count: number };
}>({
  cancelledBy: { id: 'market.kpi.cancelled-by', defaultMessage: 'Customer {customer, number} · Provider {provider, number} · Company {manager, number} · System {system, number}' },
  fill: { id: 'market.kpi.fill-detail', defaultMessage: '{booked} booked of {available} available' },
  reviews: { id: 'market.kpi.reviews', defaultMessage: '{count, plural, one {# review} other {# reviews}}' },
  answers: { id: 'market.kpi.answers', defaultMessage: '{count, plural, one {# answer} other {# answers}} by providers' },
  problems: { id: 'market.kpi.problems-reported', defaultMessage: '{count, plural, one {# problem reported} other {# problems reported}}' },
});

const definitions: KpiDefinition[] = [
  { key: 'booked', label: labels.booked, kind: 'count', higherIsBetter: true, value: (v) => v.booked },
  { key: 'completed', label: labels.completed, kind: 'count', higherIsBetter: true, value: (v) => v.completed },
  {
    key: 'cancelled',
    label: labels.cancelled,
    kind: 'count',
    higherIsBetter: false,
    value: (v) => v.cancelled,
    detail: (v, intl) => intl.formatMessage(details.cancelledBy, v.cancelledBy),
  },
  { key: 'noShows', label: labels.noShows, kind: 'count', higherIsBetter: false, value: (v) => v.noShows },
  {
    key: 'fillRate',
    label: labels.fillRate,
    kind: 'percent',
    higherIsBetter: true,
    value: (v) => v.fillRate,
    detail: (v, intl, format) => intl.formatMessage(details.fill, { booked: format.hours(v.bookedMinutes), available: format.hours(v.availableMinutes) }),
  },
  { key: 'gross', label: labels.gross, kind: 'money', higherIsBetter: true, value: (v) => v.grossBookingMinor },
  {
    key: 'rating',
    label: labels.rating,
    kind: 'rating',
    higherIsBetter: true,
    value: (v) => v.averageRating,
    detail: (v, intl) => intl.formatMessage(details.reviews, { count: v.reviews }),
  },
  {
    key: 'response',
    label: labels.response,
    kind: 'duration',
    higherIsBetter: false,
    value: (v) => v.medianResponseSeconds,
    detail: (v, intl) => intl.formatMessage(details.answers, { count: v.answers }),
  },
  { key: 'unmet', label: labels.unmet, kind: 'count', higherIsBetter: false, value: (v) => v.unmetSearches },
  // docs/problems.md, "KPIs": per 100 jobs completed in the period; "—" without completed jobs.
  {
    key: 'problems',
    label: labels.problems,
    kind: 'per100',
    higherIsBetter: false,
    value: (v) => v.problemsPer100Jobs,
    detail: (v, intl) => intl.formatMessage(details.problems, { count: v.problemsReported }),
  },
  // Of the cases resolved in the period; "—" when none was.
  { key: 'resolve', label: labels.resolve, kind: 'longDuration', higherIsBetter: false, value: (v) => v.medianResolveSeconds },
];

/** One card per KPI: this period's value, the previous period's, and the change in words. */
export function KpiCards({ kpis }: { kpis: MarketKpis }) {
  const intl = useIntl();
  const format = kpiFormat(intl);
  return (
    <ul className={styles.cards} aria-label={intl.formatMessage({ id: 'market.kpi.cards', defaultMessage: 'Key figures' })}>
      {definitions.map((definition) => {
        const current = definition.value(kpis.current.values);
        const previous = definition.value(kpis.previous.values);
        const change = format.change(current, previous, definition.kind, kpis.currency, definition.higherIsBetter);
        return (
          <li key={definition.key} className={styles.card} data-kpi={definition.key}>
            <h3 className={styles.cardLabel}>{intl.formatMessage(definition.label)}</h3>
            <p className={styles.cardValue}>{format.kpi(current, definition.kind, kpis.currency)}</p>
            {definition.detail && <p className={styles.cardDetail}>{definition.detail(kpis.current.values, intl, format)}</p>}
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
