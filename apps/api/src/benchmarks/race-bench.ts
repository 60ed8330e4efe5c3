import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadMarket } from '../modules/booking/booking-market';
import { searchSchedules } from '../modules/booking/schedule-search';
import { testPaymentMethods } from '../modules/payments/test-gateway';
import { BENCH_MARKET, BENCH_POSTAL_CODE, createBenchMarket, insertSessions, insertUsers } from './bench-data';
import { type BenchApp, clientAddress, percentile, profiled, report, round, startBenchApp } from './bench-app';
import { type BenchTransport, httpTransport, injectTransport } from './bench-transport';

/**
 * `pnpm bench:race` (one engine; bench/race.mjs runs it on each): 1,000 customers, each with
 * their own session, fire a booking attempt at once at one of 50 slots (20 per slot; one slot
 * per provider, so slots never overlap). An attempt is what the site does: POST /api/holds,
 * and when the hold is granted, POST /api/jobs. All 1,000 start together (Promise.all through
 * `app.inject`: routing, CSRF, session, validation, slot engine, transactions; no socket).
 * With BENCH_SITE_URL the attempts go over real HTTP to that running site instead (the shell's
 * proxy and its API processes, over the same DATABASE_URL), each customer on its own connection.
 * The database must end with exactly 50 jobs and no provider booked twice.
 */
const ATTEMPTS = 1000;
const SLOTS = 50;
const services = [{ serviceId: 'home-cleaning', quantity: 2 }];
const csrf = { 'x-requested-with': 'handyhub' };

async function targetSlots(bench: BenchApp, providerIds: string[]) {
  const market = await loadMarket(bench.deps, BENCH_MARKET);
  const days = await searchSchedules(bench.deps, { market, providerIds, durationMinutes: 120, now: new Date() });
  return providerIds.map((providerId) => {
    const start = days.flatMap((day) => day.slots).find((slot) => slot.providerIds.includes(providerId));
    if (!start) throw new Error(`No free time for ${providerId}.`);
    return { providerId, start: new Date(start.start).toISOString() };
  });
}

async function attempt(send: BenchTransport, cookie: string, slot: { providerId: string; start: string }, remoteAddress: string) {
  const headers = { ...csrf, cookie };
  const started = performance.now();
  const hold = await send({ method: 'POST', url: '/api/holds', remoteAddress, headers, payload: { marketId: BENCH_MARKET, ...slot, services } });
  if (hold.statusCode !== 201) return { outcome: `hold ${hold.statusCode} ${hold.json().error.code}`, ms: performance.now() - started };
  const payload = {
    holdId: hold.json().hold.id,
    idempotencyKey: randomUUID(),
    services,
    address: { line1: '1 Race Street', city: 'Bench City', postalCode: BENCH_POSTAL_CODE },
    jobInfo: { descriptionHtml: '<p>Two rooms</p>', size: 'small' },
    contact: { name: 'Racer', email: 'racer@bench.example', phone: '+1 555 0100' },
    paymentMethod: testPaymentMethods.visa,
  };
  const job = await send({ method: 'POST', url: '/api/jobs', remoteAddress, headers, payload });
  return { outcome: job.statusCode === 201 ? 'booked' : `place ${job.statusCode} ${job.json().error.code}`, ms: performance.now() - started };
}

async function main(): Promise<void> {
  const bench = await startBenchApp();
  const { db } = bench.database;
  const siteUrl = process.env.BENCH_SITE_URL;
  const http = siteUrl ? httpTransport(siteUrl) : undefined;
  const send = http ?? injectTransport(bench.app);
  try {
    const providerIds = await createBenchMarket(db, SLOTS);
    const slots = await targetSlots(bench, providerIds);
    const cookies = await insertSessions(db, await insertUsers(db, 'racer', ATTEMPTS, 'customer'), bench.deps.config);

    const started = performance.now();
    const results = await profiled(() => Promise.all(cookies.map((cookie, i) => attempt(send, cookie, slots[i % SLOTS]!, clientAddress(i)))));
    const durationMs = performance.now() - started;

    const outcomes: Record<string, number> = {};
    for (const { outcome } of results) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    const jobs = await db.selectFrom('jobs').select(sql<number>`count(*)::int`.as('n')).where('market_id', '=', BENCH_MARKET).where('status', '=', 'requested').executeTakeFirstOrThrow();
    const overlaps = await sql<{ n: number }>`
      select count(*)::int as n from jobs a join jobs b on a.provider_id = b.provider_id and a.id < b.id and a.blocked && b.blocked
      where a.status in ('held', 'requested', 'confirmed', 'in_progress') and b.status in ('held', 'requested', 'confirmed', 'in_progress')
    `.execute(db);
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
    const figures = {
      engine: bench.database.kind,
      transport: siteUrl ? 'http' : 'inject',
      attempts: ATTEMPTS,
      slots: SLOTS,
      jobs_created: jobs.n,
      double_bookings: overlaps.rows[0]!.n,
      duration_ms: round(durationMs),
      bookings_per_s: round(jobs.n / (durationMs / 1000)),
      attempts_per_s: round(ATTEMPTS / (durationMs / 1000)),
      attempt_p50_ms: round(percentile(latencies, 50)),
      attempt_p95_ms: round(percentile(latencies, 95)),
      outcomes,
    };
    report(figures);
    if (figures.jobs_created !== SLOTS || figures.double_bookings !== 0 || outcomes.booked !== SLOTS || Object.keys(outcomes).some((key) => / 5\d\d /.test(key))) {
      throw new Error(`The race went wrong: ${JSON.stringify(figures)}`);
    }
  } finally {
    http?.close();
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
