// @ts-check
// `pnpm bench:race`: 1,000 concurrent booking attempts (hold, then place) on 50 slots, on PGlite
// and on PostgreSQL: exactly 50 jobs must come out, and no provider booked twice. Needs nothing
// running; see apps/api/src/benchmarks/race-bench.ts for what is measured.
import { runOnEachEngine } from './lib/engines.mjs';

console.log('Booking race: 1,000 customers (own sessions) each hold-then-place at one of 50 slots, all at once,');
console.log('through the API in-process (app.inject: no socket). bookings_per_s = jobs created / duration; attempts_per_s = attempts resolved / duration.');
const results = await runOnEachEngine('race-bench.ts');
/** @type {Record<string, unknown>} */
const summary = {};
for (const [engine, figures] of Object.entries(results)) {
  const { attempts, slots, jobs_created, double_bookings, bookings_per_s, attempts_per_s, duration_ms, attempt_p50_ms, attempt_p95_ms, outcomes } = /** @type {any} */ (figures);
  summary[engine] = { attempts, slots, jobs_created, double_bookings, bookings_per_s, attempts_per_s, duration_ms };
  console.log(
    `${engine.padEnd(8)} ${attempts} attempts on ${slots} slots → ${jobs_created} jobs, ${double_bookings} double bookings in ${duration_ms} ms: ${bookings_per_s} bookings/s, ${attempts_per_s} attempts/s (attempt p50 ${attempt_p50_ms} ms, p95 ${attempt_p95_ms} ms) ${JSON.stringify(outcomes)}`,
  );
}
console.log(JSON.stringify(summary));
