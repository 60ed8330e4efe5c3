import { formatMoney } from '@marketplace/shared-ui/money';

/** "45 s", "12 min", "1 h 30 min", "2 d 3 h": a duration as people say it. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

export const formatPercent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
export const formatCount = (count: number) => count.toLocaleString('en-US');
export const formatHours = (minutes: number) => `${(minutes / 60).toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;

/** How a KPI is shown, and which way is better (fewer cancellations, a quicker answer). */
export type KpiKind = 'count' | 'money' | 'percent' | 'rating' | 'duration';

export function formatKpi(value: number | null, kind: KpiKind, currency: string): string {
  if (value === null) return '—';
  switch (kind) {
    case 'money':
      return formatMoney(value, currency, 'en-US');
    case 'percent':
      return formatPercent(value);
    case 'rating':
      return `${value.toFixed(1)} / 5`;
    case 'duration':
      return formatDuration(value);
    default:
      return formatCount(value);
  }
}

export interface Change {
  /** ▲, ▼ or = — always with the words, never the colour alone. */
  arrow: '▲' | '▼' | '=';
  text: string;
  /** Whether the change is good news for the market (null: no change or nothing to compare). */
  better: boolean | null;
}

/** The change from the previous period, in words: "▲ Up 40% from 5 (better)". */
export function describeChange(current: number | null, previous: number | null, kind: KpiKind, currency: string, higherIsBetter: boolean): Change {
  if (current === null || previous === null) {
    return { arrow: '=', text: previous === null ? 'Nothing to compare with before' : `Was ${formatKpi(previous, kind, currency)} before`, better: null };
  }
  const before = formatKpi(previous, kind, currency);
  if (current === previous) return { arrow: '=', text: `Same as before (${before})`, better: null };
  const up = current > previous;
  const better = up === higherIsBetter;
  const by =
    kind === 'percent'
      ? ` ${(Math.abs(current - previous) * 100).toFixed(1)} points`
      : kind === 'rating'
        ? ` ${Math.abs(current - previous).toFixed(1)}`
        : previous !== 0
          ? ` ${Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100)}%`
          : '';
  return { arrow: up ? '▲' : '▼', text: `${up ? 'Up' : 'Down'}${by} from ${before} (${better ? 'better' : 'worse'})`, better };
}
