// @ts-check
// `pnpm bench:dashboard`: the market dashboard's job lists (grid, search, unassigned queue,
// calendar, CSV export) over a market of 100,000 jobs and 500 providers, on PGlite and on
// PostgreSQL. Needs nothing running; see apps/api/src/benchmarks/dashboard-bench.ts for what is
// measured and dashboard-data.ts for the data. Budgets on PostgreSQL: grid p95 ≤ 50 ms, KPIs p95 ≤ 150 ms.
import { runOnEachEngine } from './lib/engines.mjs';

const GRID_BUDGET_P95_MS = 50;
const KPI_BUDGET_P95_MS = 150;
/** The KPI summary (30 days against the 30 before), budgeted on its own. */
const kpiMeasurements = ['kpis_30d'];
/** The grid requests the budget applies to (the first page with a filter and a sort, and its variants). */
const gridMeasurements = ['grid_first_page', 'grid_provider_total'];

console.log('Market dashboard: GET /api/markets/bench/jobs… over a real socket on loopback, one request at a time after a warm-up,');
console.log('as the market manager; 100,000 jobs over two years, 500 providers, 20,000 customers (generated in SQL).');
const results = await runOnEachEngine('dashboard-bench.ts');
/** @type {Record<string, Record<string, unknown>>} */
const summary = {};
for (const [engine, figures] of Object.entries(results)) {
  const { engine: _engine, jobs, providers, customers, load_s, runs, ...measurements } = /** @type {Record<string, any>} */ (figures);
  console.log(`${engine}: ${jobs} jobs, ${providers} providers, ${customers} customers loaded in ${load_s} s; ${runs} requests per grid measurement`);
  /** @type {Record<string, unknown>} */
  const line = {};
  for (const [name, value] of Object.entries(measurements)) {
    if (value.first_byte) {
      console.log(`  ${name.padEnd(22)} first byte p50 ${value.first_byte.p50_ms} ms p95 ${value.first_byte.p95_ms} ms · total p50 ${value.total.p50_ms} ms p95 ${value.total.p95_ms} ms (${value.rows} rows, ${value.bytes} bytes): ${value.what}`);
      line[name] = { first_byte_p50_ms: value.first_byte.p50_ms, first_byte_p95_ms: value.first_byte.p95_ms, total_p50_ms: value.total.p50_ms, total_p95_ms: value.total.p95_ms, rows: value.rows };
    } else {
      console.log(`  ${name.padEnd(22)} p50 ${value.p50_ms} ms p95 ${value.p95_ms} ms (${value.matching} matching): ${value.what}`);
      line[name] = { p50_ms: value.p50_ms, p95_ms: value.p95_ms };
    }
  }
  summary[engine] = line;
}
const postgres = /** @type {Record<string, { p95_ms: number }>} */ (summary.postgres);
const over = gridMeasurements.filter((name) => postgres[name] && postgres[name].p95_ms > GRID_BUDGET_P95_MS);
const kpiOver = kpiMeasurements.filter((name) => !postgres[name] || postgres[name].p95_ms > KPI_BUDGET_P95_MS);
console.log(over.length ? `Over the grid p95 budget of ${GRID_BUDGET_P95_MS} ms on PostgreSQL: ${over.join(', ')}` : `Grid within the p95 budget of ${GRID_BUDGET_P95_MS} ms on PostgreSQL.`);
console.log(kpiOver.length ? `Over the KPI p95 budget of ${KPI_BUDGET_P95_MS} ms on PostgreSQL: ${kpiOver.join(', ')}` : `KPIs within the p95 budget of ${KPI_BUDGET_P95_MS} ms on PostgreSQL.`);
console.log(
  JSON.stringify({
    ...summary,
    grid_budget_p95_ms: GRID_BUDGET_P95_MS,
    grid_within_budget: over.length === 0,
    kpi_budget_p95_ms: KPI_BUDGET_P95_MS,
    kpi_within_budget: kpiOver.length === 0,
  }),
);
if (over.length || kpiOver.length) process.exitCode = 1;
