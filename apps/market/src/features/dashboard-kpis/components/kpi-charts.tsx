import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { MarketKpis } from '@marketplace/contracts';
import { formatMoney, minorUnitDigits } from '@marketplace/shared-ui/money';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
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
        <summary>Show as table</summary>
        <Table caption={title} hideCaption columns={columns} rows={points} getRowKey={(point) => point.label} />
      </details>
    </figure>
  );
}

export function KpiCharts({ kpis }: { kpis: MarketKpis }) {
  const points = kpis.series;
  const labels = points.map((point) => point.label);
  const unit = kpis.granularity === 'hour' ? 'hour' : 'day';
  const when: TableColumn<Point> = { key: 'when', header: unit === 'hour' ? 'Hour' : 'Day', cell: (point) => point.label, rowHeader: true };
  const count = (key: 'booked' | 'completed' | 'cancelled', header: string): TableColumn<Point> => ({ key, header, cell: (point) => point[key], align: 'end' });
  const totals = { booked: kpis.current.values.booked, gross: formatMoney(kpis.current.values.grossBookingMinor, kpis.currency, 'en-US') };
  const scale = 10 ** minorUnitDigits(kpis.currency);
  const common = { responsive: true, maintainAspectRatio: false, animation: false as const, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } };

  return (
    <div className={styles.charts}>
      <ChartFigure
        title={`Jobs per ${unit}`}
        label={`Line chart of jobs booked, completed and cancelled per ${unit} from ${kpis.current.from} to ${kpis.current.to}: ${totals.booked} booked in all. The table below has every number.`}
        columns={[when, count('booked', 'Booked'), count('completed', 'Completed'), count('cancelled', 'Cancelled')]}
        points={points}
      >
        <Line
          aria-hidden="true"
          options={common}
          data={{
            labels,
            datasets: [
              { label: 'Booked', data: points.map((point) => point.booked), borderColor: palette.booked, backgroundColor: palette.booked },
              { label: 'Completed', data: points.map((point) => point.completed), borderColor: palette.completed, backgroundColor: palette.completed, borderDash: [6, 3] },
              { label: 'Cancelled', data: points.map((point) => point.cancelled), borderColor: palette.cancelled, backgroundColor: palette.cancelled, borderDash: [2, 2] },
            ],
          }}
        />
      </ChartFigure>
      <ChartFigure
        title={`Gross booking value per ${unit}`}
        label={`Bar chart of the gross value booked per ${unit} from ${kpis.current.from} to ${kpis.current.to}: ${totals.gross} in all. The table below has every amount.`}
        columns={[when, { key: 'gross', header: `Gross value (${kpis.currency})`, cell: (point) => formatMoney(point.grossBookingMinor, kpis.currency, 'en-US'), align: 'end' }]}
        points={points}
      >
        <Bar
          aria-hidden="true"
          options={{ ...common, plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => formatMoney(Math.round((item.parsed.y ?? 0) * scale), kpis.currency, 'en-US') } } } }}
          data={{ labels, datasets: [{ label: 'Gross value', data: points.map((point) => point.grossBookingMinor / scale), backgroundColor: palette.gross }] }}
        />
      </ChartFigure>
    </div>
  );
}
