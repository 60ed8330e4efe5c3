import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import { formatMoney } from '@marketplace/shared-ui/money';

/** How a KPI is shown, and which way is better (fewer cancellations, a quicker answer). */
export type KpiKind = 'count' | 'money' | 'percent' | 'rating' | 'duration' | 'per100' | 'longDuration';

type N = { n: string };
type HM = { big: string; small: string };
const words = defineMessages<{
  seconds: N;
  minutes: N;
  hours: N;
  hoursMinutes: HM;
  days: N;
  daysHours: HM;
  rating: { rating: string };
  nothingBefore: NoMessageValues;
  was: { before: string };
  same: { before: string };
  change: { direction: 'up' | 'down'; amount: 'points' | 'other' | 'none'; by: string; before: string; better: 'yes' | 'no' };
}>({
  seconds: { id: 'market.kpi.duration.seconds', defaultMessage: '{n} s' },
  minutes: { id: 'market.kpi.duration.minutes', defaultMessage: '{n} min' },
  hours: { id: 'market.kpi.duration.hours', defaultMessage: '{n} h' },
  hoursMinutes: { id: 'market.kpi.duration.hours-minutes', defaultMessage: '{big} h {small} min' },
  days: { id: 'market.kpi.duration.days', defaultMessage: '{n} d' },
  daysHours: { id: 'market.kpi.duration.days-hours', defaultMessage: '{big} d {small} h' },
  rating: { id: 'market.kpi.rating', defaultMessage: '{rating} / 5' },
  nothingBefore: { id: 'market.kpi.change.nothing-before', defaultMessage: 'Nothing to compare with before' },
  was: { id: 'market.kpi.change.was', defaultMessage: 'Was {before} before' },
  same: { id: 'market.kpi.change.same', defaultMessage: 'Same as before ({before})' },
  change: {
    id: 'market.kpi.change.moved',
    defaultMessage: '{direction, select, up {Up} other {Down}}{amount, select, points { {by} points} none {} other { {by}}} from {before} ({better, select, yes {better} other {worse}})',
  },
});

export interface Change {
  /** ▲, ▼ or = — always with the words, never the colour alone. */
  arrow: '▲' | '▼' | '=';
  text: string;
  /** Whether the change is good news for the market (null: no change or nothing to compare). */
  better: boolean | null;
}

/**
 * The dashboard's figures in the page's language (docs/languages.md): "1,234" / "1.234",
 * "44.4%" / "44,4 %", "$310.00" / "310,00 $", "1 h 30 min" / "1 Std. 30 Min.".
 */
export function kpiFormat(intl: IntlShape) {
  const count = (value: number) => intl.formatNumber(value);
  const decimal = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = (ratio: number) => intl.formatNumber(ratio, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const hours = (minutes: number) => intl.formatMessage(words.hours, { n: intl.formatNumber(minutes / 60, { maximumFractionDigits: 1 }) });

  /** "45 s", "12 min", "1 h 30 min", "2 d 3 h": a duration as people say it. */
  const duration = (seconds: number): string => {
    if (seconds < 60) return intl.formatMessage(words.seconds, { n: count(Math.round(seconds)) });
    const minutes = Math.round(seconds / 60);
    if (minutes < 60) return intl.formatMessage(words.minutes, { n: count(minutes) });
    const wholeHours = Math.floor(minutes / 60);
    if (wholeHours < 24) return minutes % 60 ? intl.formatMessage(words.hoursMinutes, { big: count(wholeHours), small: count(minutes % 60) }) : intl.formatMessage(words.hours, { n: count(wholeHours) });
    const days = Math.floor(wholeHours / 24);
    return wholeHours % 24 ? intl.formatMessage(words.daysHours, { big: count(days), small: count(wholeHours % 24) }) : intl.formatMessage(words.days, { n: count(days) });
  };

  /**
   * A longer wait (a problem case's time to resolve, docs/problems.md) in Intl's own unit words,
   * one decimal: "45 minutes", "5.5 hours" / "5,5 Stunden", "3.2 days" / "3,2 Tage".
   */
  const longDuration = (seconds: number): string => {
    const unit = (value: number, name: 'minute' | 'hour' | 'day', digits: number) => intl.formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'long', maximumFractionDigits: digits });
    if (seconds < 3600) return unit(Math.round(seconds / 60), 'minute', 0);
    if (seconds < 48 * 3600) return unit(seconds / 3600, 'hour', 1);
    return unit(seconds / 86_400, 'day', 1);
  };

  const kpi = (value: number | null, kind: KpiKind, currency: string): string => {
    if (value === null) return '—';
    switch (kind) {
      case 'money':
        return formatMoney(value, currency, intl.locale);
      case 'percent':
        return percent(value);
      case 'rating':
        return intl.formatMessage(words.rating, { rating: decimal(value) });
      case 'duration':
        return duration(value);
      case 'longDuration':
        return longDuration(value);
      case 'per100':
        return decimal(value);
      default:
        return count(value);
    }
  };

  /** The change from the previous period, in words: "▲ Up 40% from 5 (better)". */
  const change = (current: number | null, previous: number | null, kind: KpiKind, currency: string, higherIsBetter: boolean): Change => {
    if (current === null || previous === null) {
      return { arrow: '=', text: previous === null ? intl.formatMessage(words.nothingBefore) : intl.formatMessage(words.was, { before: kpi(previous, kind, currency) }), better: null };
    }
    const before = kpi(previous, kind, currency);
    if (current === previous) return { arrow: '=', text: intl.formatMessage(words.same, { before }), better: null };
    const up = current > previous;
    const better = up === higherIsBetter;
    const difference = Math.abs(current - previous);
    // Percentages change by points, ratings by stars, the rest relative to before (none from 0).
    const [amount, by] =
      kind === 'percent'
        ? (['points', decimal(difference * 100)] as const)
        : kind === 'rating'
          ? (['other', decimal(difference)] as const)
          : previous !== 0
            ? (['other', intl.formatNumber(Math.round((difference / Math.abs(previous)) * 100) / 100, { style: 'percent' })] as const)
            : (['none', ''] as const);
    return { arrow: up ? '▲' : '▼', text: intl.formatMessage(words.change, { direction: up ? 'up' : 'down', amount, by, before, better: better ? 'yes' : 'no' }), better };
  };

  return { count, percent, hours, duration, longDuration, kpi, change };
}

export type KpiFormat = ReturnType<typeof kpiFormat>;
