import { performance } from 'node:perf_hooks';
import { searchSlots } from '../modules/booking/slots.service';
import { BENCH_MARKET, createBenchMarket, insertBenchJobs } from './bench-data';
import { clientAddress, percentile, report, round, startBenchApp } from './bench-app';

/**
 * `pnpm bench:slots` (one engine; bench/slots.mjs runs it on each): a customer's slot search
 * over the whole 14-day horizon of a market with 100 providers who all offer the service and
 * 2,000 blocking jobs. Measured one search at a time, after a warm-up:
 * - `request`: POST /api/markets/bench/slots through the app (validation, the market and its
 *   catalogue, the three schedule queries, the slot engine, serialization; no socket);
 * - `search`: the use case alone (searchSlots), i.e. the database reads and the engine.
 */
const PROVIDERS = 100;
const JOBS = 2000;
const WARMUP = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const services = [{ serviceId: 'home-cleaning', quantity: 2 }];

/** Each run times every step once, one after the other, so the steps share warm-up and noise alike. */
async function time(runs: number, steps: Record<string, () => Promise<void>>): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(steps).map((name) => [name, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const [name, work] of Object.entries(steps)) {
      const started = performance.now();
      await work();
      times[name]!.push(performance.now() - started);
    }
  }
  for (const list of Object.values(times)) list.sort((a, b) => a - b);
  return times;
}

const figures = (sorted: number[]) => ({ p50_ms: round(percentile(sorted, 50)), p95_ms: round(percentile(sorted, 95)), p99_ms: round(percentile(sorted, 99)) });

async function main(): Promise<void> {
  const bench = await startBenchApp();
  try {
    const providerIds = await createBenchMarket(bench.database.db, PROVIDERS);
    const jobs = await insertBenchJobs(bench.database.db, providerIds, JOBS, new Date());
    let slots = 0;
    let searches = 0;
    const request = async () => {
      const remoteAddress = clientAddress((searches += 1));
      const response = await bench.app.inject({ method: 'POST', url: `/api/markets/${BENCH_MARKET}/slots`, remoteAddress, headers: { 'x-requested-with': 'handyhub' }, payload: { services } });
      if (response.statusCode !== 200) throw new Error(`slot search answered ${response.statusCode}: ${response.body}`);
      slots = (response.json() as { days: Array<{ slots: unknown[] }> }).days.reduce((sum, day) => sum + day.slots.length, 0);
    };
    const search = async () => {
      await searchSlots(bench.deps, BENCH_MARKET, { services });
    };
    await time(WARMUP, { request, search });
    const times = await time(RUNS, { request, search });
    report({
      engine: bench.database.kind,
      providers: PROVIDERS,
      jobs,
      horizon_days: 14,
      start_times_found: slots,
      runs: RUNS,
      ...figures(times.request!),
      search_only: figures(times.search!),
    });
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
