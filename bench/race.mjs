// @ts-check
// `pnpm bench:race`: 1,000 concurrent booking attempts (hold, then place) on 50 slots: exactly 50
// jobs must come out, and no provider booked twice. In process on PGlite and on PostgreSQL,
// then over real HTTP through the built site's /api proxy on PostgreSQL with 1 and 2 API
// processes (BENCH_HTTP=off skips that part). Needs nothing running; see
// apps/api/src/benchmarks/race-bench.ts for what is measured.
import { runOnEachEngine, runProgram } from './lib/engines.mjs';
import { httpRuns } from './lib/http-runs.mjs';

const PROCESS_COUNTS = [1, 2];

console.log('Booking race: 1,000 customers (own sessions) each hold-then-place at one of 50 slots, all at once.');
console.log('bookings_per_s = jobs created / duration; attempts_per_s = attempts resolved / duration.');
console.log('In process (app.inject: no socket) on each database:');
/** @type {Record<string, Record<string, unknown>>} */
const results = { ...(await runOnEachEngine('race-bench.ts')) };
if (process.env.BENCH_HTTP !== 'off') {
  console.log(`Over HTTP through the shell's proxy (each customer its own connection and address), PostgreSQL, ${PROCESS_COUNTS.join(' and ')} API processes:`);
  Object.assign(results, await httpRuns('race', PROCESS_COUNTS, { SEED: 'false' }, (site, label, databaseUrl) => runProgram('race-bench.ts', label, { DATABASE_URL: databaseUrl, BENCH_SITE_URL: site.url })));
}

/** @type {Record<string, unknown>} */
const summary = {};
for (const [run, figures] of Object.entries(results)) {
  const { attempts, slots, jobs_created, double_bookings, bookings_per_s, attempts_per_s, duration_ms, attempt_p50_ms, attempt_p95_ms, outcomes } = /** @type {any} */ (figures);
  summary[run] = { attempts, slots, jobs_created, double_bookings, bookings_per_s, attempts_per_s, duration_ms };
  console.log(
    `${run.padEnd(16)} ${attempts} attempts on ${slots} slots → ${jobs_created} jobs, ${double_bookings} double bookings in ${duration_ms} ms: ${bookings_per_s} bookings/s, ${attempts_per_s} attempts/s (attempt p50 ${attempt_p50_ms} ms, p95 ${attempt_p95_ms} ms) ${JSON.stringify(outcomes)}`,
  );
}
console.log('The load generator, the shell, the API processes and PostgreSQL share this machine\'s cores.');
console.log(JSON.stringify(summary));
