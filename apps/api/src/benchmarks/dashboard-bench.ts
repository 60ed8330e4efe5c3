import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { BENCH_MARKET, insertSessions, insertUsers } from './bench-data';
import { percentile, report, round, startBenchApp } from './bench-app';
import { createDashboardMarket } from './dashboard-data';

/**
 * `pnpm bench:dashboard` (one engine; bench/dashboard.mjs runs it on each): the market
 * dashboard's list endpoints over 100,000 jobs and 500 providers, through a real socket (the
 * API listening on loopback, one request at a time after a warm-up), as the market's manager.
 * Each measurement is one entry below (the KPI summary is one of them).
 */
const PROVIDERS = 500;
const CUSTOMERS = 20_000;
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;

interface Measurement {
  name: string;
  /** What it stands for, printed by the runner. */
  what: string;
  path: (context: { providerId: string; reference: string; now: Date }) => string;
  runs?: number;
}

const market = `/api/markets/${BENCH_MARKET}`;
const day = (date: Date) => date.toISOString().slice(0, 10);
const measurements: Measurement[] = [
  { name: 'grid_first_page', what: 'grid page 1 (25), status confirmed+completed, sorted by start desc', path: () => `${market}/jobs?status=confirmed,completed&sort=start&dir=desc` },
  { name: 'grid_deep_page', what: 'grid page 200 of the same', path: () => `${market}/jobs?status=confirmed,completed&sort=start&dir=desc&page=200` },
  { name: 'grid_provider_total', what: 'grid, one provider, sorted by total', path: ({ providerId }) => `${market}/jobs?providerId=${providerId}&sort=total&dir=desc` },
  { name: 'grid_customer_sort', what: 'grid, every job sorted by customer name', path: () => `${market}/jobs?sort=customer&dir=asc` },
  { name: 'grid_search_text', what: 'grid, text search "lopez" (customer names), sorted by start', path: () => `${market}/jobs?q=lopez` },
  { name: 'grid_search_postal', what: 'grid, search by postal code "10042"', path: () => `${market}/jobs?q=10042` },
  { name: 'grid_search_reference', what: 'grid, search by "Reference XXXXXXXX"', path: ({ reference }) => `${market}/jobs?q=${encodeURIComponent(`Reference ${reference}`)}` },
  { name: 'unassigned_queue', what: 'unassigned queue', path: () => `${market}/jobs/unassigned` },
  { name: 'kpis_30d', what: 'KPI summary, last 30 days against the 30 before', path: () => `${market}/insights/kpis?period=30d` },
  { name: 'calendar_week', what: 'calendar, one week, every provider', path: ({ now }) => `${market}/jobs/calendar?from=${new Date(now.getTime() - 3 * 86_400_000).toISOString()}&to=${new Date(now.getTime() + 4 * 86_400_000).toISOString()}` },
];
/** The CSV export: time to the first byte and to the last, for a filtered set (about 4 months of completed jobs). */
const csvExport: Measurement = {
  name: 'csv_export',
  what: 'CSV export, completed jobs of the last 120 days',
  path: ({ now }) => `${market}/jobs.csv?status=completed&from=${day(new Date(now.getTime() - 120 * 86_400_000))}&to=${day(now)}`,
  runs: 20,
};

function get(port: number, path: string, cookie: string): Promise<{ status: number; firstByteMs: number; totalMs: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = 0;
    let bytes = 0;
    const req = request({ host: '127.0.0.1', port, path, headers: { cookie, 'x-requested-with': 'handyhub' } }, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (!firstByteMs) firstByteMs = performance.now() - started;
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, firstByteMs, totalMs: performance.now() - started, bytes }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const figures = (sorted: number[]) => ({ p50_ms: round(percentile(sorted, 50)), p95_ms: round(percentile(sorted, 95)) });

async function main(): Promise<void> {
  const bench = await startBenchApp();
  try {
    const db = bench.database.db;
    const now = new Date();
    const loadStarted = performance.now();
    const data = await createDashboardMarket(db, { providers: PROVIDERS, customers: CUSTOMERS, jobs: JOBS, now });
    const loadMs = performance.now() - loadStarted;
    const [managerId] = await insertUsers(db, 'manager', 1, 'manager');
    await db.insertInto('market_managers').values({ user_id: managerId!, market_id: BENCH_MARKET }).execute();
    const [cookie] = await insertSessions(db, [managerId!], bench.deps.config);
    const sample = await sql<{ id: string }>`select id from jobs where market_id = ${BENCH_MARKET} order by id desc limit 1`.execute(db);
    const context = { providerId: data.providerIds[7]!, reference: sample.rows[0]!.id.slice(0, 8).toUpperCase(), now };

    await bench.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = bench.app.server.address() as AddressInfo;
    const results: Record<string, unknown> = {};
    for (const measurement of measurements) {
      const path = measurement.path(context);
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < WARMUP + (measurement.runs ?? RUNS); i += 1) {
        const response = await get(port, path, cookie!);
        if (response.status !== 200) throw new Error(`${measurement.name} answered ${response.status}`);
        if (i >= WARMUP) times.push(response.totalMs);
        if (i === 0) {
          const body = (await bench.app.inject({ method: 'GET', url: path, headers: { cookie: cookie! } })).json() as { total?: number; jobs?: unknown[]; current?: { values: { booked: number } } };
          // The KPIs' "matching": the jobs booked in the current period.
          total = body.total ?? body.jobs?.length ?? body.current?.values.booked ?? 0;
        }
      }
      times.sort((a, b) => a - b);
      results[measurement.name] = { ...figures(times), matching: total, what: measurement.what };
    }
    {
      const path = csvExport.path(context);
      const firstBytes: number[] = [];
      const totals: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 3 + csvExport.runs!; i += 1) {
        const response = await get(port, path, cookie!);
        if (response.status !== 200) throw new Error(`csv_export answered ${response.status}`);
        if (i < 3) continue;
        firstBytes.push(response.firstByteMs);
        totals.push(response.totalMs);
        bytes = response.bytes;
      }
      firstBytes.sort((a, b) => a - b);
      totals.sort((a, b) => a - b);
      const rows = (await bench.app.inject({ method: 'GET', url: path, headers: { cookie: cookie! } })).body.trimEnd().split('\r\n').length - 1;
      results[csvExport.name] = { first_byte: figures(firstBytes), total: figures(totals), rows, bytes, what: csvExport.what };
    }
    report({ engine: bench.database.kind, jobs: data.jobs, providers: PROVIDERS, customers: data.customers, load_s: round(loadMs / 1000), runs: RUNS, ...results });
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
