import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Bar, Line } from 'react-chartjs-2';
import type { MarketKpis } from '@marketplace/contracts';
import { formatMoney, minorUnitDigits } from '@marketplace/shared-ui/money';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { formatPlainDate, formatPlainDateRange } from '../../../lib/plain-date';
import styles from './kpi-panel.module.css';

// Only what these two charts draw: a line chart of counts and a bar chart of money.
ChartJS.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

type Point = MarketKpis['series'][number];

const palette = { booked: '#1d4ed8', completed: '#047857', cancelled: '#b91c1c', gross: '#6d28d9' };

/** A chart and, beside it, the same numbers as a table for whoever cannot see the canvas. */
function ChartFigure({ title, label, columns, points, children }: { title: string; label: string; columns: TableColumn<Point>[]; points: Point[]; children: React.ReactNode }) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figureTitle}>{title}</figcaption>
      <div className={styles.canvas} role="img" aria-label={label}>
        {children}
      </div>
      <details className={styles.tableToggle}>
        <summary>
          <FormattedMessage id="market.kpi-chart.show-table" defaultMessage="Show as table" />
        </summary>
        <Table caption={title} hideCaption columns={columns} rows={points} getRowKey={(point) => point.at} />
      </details>
    </figure>
  );
}

/** A point's hour ("9:00 AM", "09:00") or day ("Mar 20, 2031", "20.03.2031") in the market's zone. */
function pointName(intl: IntlShape, point: Point, granularity: MarketKpis['granularity'], timeZone: string) {
  return granularity === 'hour' ? intl.formatTime(point.at, { hour: 'numeric', minute: '2-digit', timeZone }) : formatPlainDate(intl, point.label);
}

export function KpiCharts({ kpis }: { kpis: MarketKpis }) {
  const intl = useIntl();
  const points = kpis.series;
  const labels = points.map((point) => pointName(intl, point, kpis.granularity, kpis.timeZone));
  const unit = kpis.granularity;
  const money = (minor: number) => formatMoney(minor, kpis.currency, intl.locale);
  const span = formatPlainDateRange(intl, kpis.current.from, kpis.current.to);
  const when: TableColumn<Point> = {
    key: 'when',
    header: intl.formatMessage({ id: 'market.kpi-chart.when', defaultMessage: '{unit, select, hour {Hour} other {Day}}' }, { unit }),
    cell: (point) => pointName(intl, point, kpis.granularity, kpis.timeZone),
    rowHeader: true,
  };
  const names = {
    booked: intl.formatMessage({ id: 'market.kpi-chart.booked', defaultMessage: 'Booked' }),
    completed: intl.formatMessage({ id: 'market.kpi-chart.completed', defaultMessage: 'Completed' }),
    cancelled: intl.formatMessage({ id: 'market.kpi-chart.cancelled', defaultMessage: 'Cancelled' }),
    gross: intl.formatMessage({ id: 'market.kpi-chart.gross', defaultMessage: 'Gross value' }),
  };
  const count = (key: 'booked' | 'completed' | 'cancelled'): TableColumn<Point> => ({ key, header: names[key], cell: (point) => intl.formatNumber(point[key]), align: 'end' });
  const scale = 10 ** minorUnitDigits(kpis.currency);
  // Chart.js formats its ticks and tooltips in `locale`: the page's, like everything around it.
  const common = { locale: intl.locale, responsive: true, maintainAspectRatio: false, animation: false as const, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } };
  const jobsTitle = intl.formatMessage({ id: 'market.kpi-chart.jobs-title', defaultMessage: '{unit, select, hour {Jobs per hour} other {Jobs per day}}' }, { unit });
  const grossTitle = intl.formatMessage({ id: 'market.kpi-chart.gross-title', defaultMessage: '{unit, select, hour {Gross booking value per hour} other {Gross booking value per day}}' }, { unit });
  return (
    <div className={styles.charts}>
      <ChartFigure
        title={jobsTitle}
        label={intl.formatMessage(
          {
            id: 'market.kpi-chart.jobs-label',
            defaultMessage: 'Line chart of jobs booked, completed and cancelled per {unit, select, hour {hour} other {day}}, {span}: {booked, number} booked in all. The table below has every number.',
          },
          { unit, span, booked: kpis.current.values.booked },
        )}
        columns={[when, count('booked'), count('completed'), count('cancelled')]}
        points={points}
      >
        <Line
          aria-hidden="true"
          options={common}
          data={{
            labels,
            datasets: [
              { label: names.booked, data: points.map((point) => point.booked), borderColor: palette.booked, backgroundColor: palette.booked },
              { label: names.completed, data: points.map((point) => point.completed), borderColor: palette.completed, backgroundColor: palette.completed, borderDash: [6, 3] },
              { label: names.cancelled, data: points.map((point) => point.cancelled), borderColor: palette.cancelled, backgroundColor: palette.cancelled, borderDash: [2, 2] },
            ],
          }}
        />
      </ChartFigure>
      <ChartFigure
        title={grossTitle}
        label={intl.formatMessage(
          {
            id: 'market.kpi-chart.gross-label',
            defaultMessage: 'Bar chart of the gross value booked per {unit, select, hour {hour} other {day}}, {span}: {total} in all. The table below has every amount.',
          },
          { unit, span, total: money(kpis.current.values.grossBookingMinor) },
        )}
        columns={[when, { key: 'gross', header: intl.formatMessage({ id: 'market.kpi-chart.gross-column', defaultMessage: 'Gross value ({currency})' }, { currency: kpis.currency }), cell: (point) => money(point.grossBookingMinor), align: 'end' }]}
        points={points}
      >
        <Bar
          aria-hidden="true"
          options={{ ...common, plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => money(Math.round((item.parsed.y ?? 0) * scale)) } } } }}
          data={{ labels, datasets: [{ label: names.gross, data: points.map((point) => point.grossBookingMinor / scale), backgroundColor: palette.gross }] }}
        />
      </ChartFigure>
    </div>
  );
}
