import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { BENCH_MARKET, createBenchMarket } from './bench-data';

/**
 * A market the size the dashboard must stay fast at: 500 providers, 20,000 customers and
 * 100,000 jobs over about two years (most in the past), written set-based (generate_series in
 * SQL, a few statements), not row by row from JavaScript.
 *
 * Each provider gets every 500th job, 3.65 days apart, so the no-double-booking constraint
 * never fires; statuses follow the calendar: past jobs mostly completed (some cancelled, missed,
 * unassigned), future ones confirmed, requested or unassigned.
 */
export interface DashboardData {
  providerIds: string[];
  jobs: number;
  customers: number;
}

const DAY_MS = 24 * 3_600_000;

export async function createDashboardMarket(db: Kysely<Database>, options: { providers: number; customers: number; jobs: number; now: Date }): Promise<DashboardData> {
  const providerIds = await createBenchMarket(db, options.providers);
  await sql`
    insert into users (email, name, phone, password_hash, roles)
    select 'customer' || g || '@bench.example',
           (array['Ada','Ben','Chloe','Dmitri','Elena','Farah','Gus','Hana','Ivan','Jade','Kofi','Lena','Mateo','Nia','Omar','Priya'])[1 + g % 16]
             || ' ' || (array['Park','Lopez','Okafor','Smith','Nguyen','Rossi','Cohen','Khan','Silva','Novak','Berg','Haddad'])[1 + (g / 16) % 12] || ' ' || g,
           null, '!', array['customer']
    from generate_series(1, ${options.customers}) as g`.execute(db);

  // One row per job to make: its number, id, service and quantity, shared by the two inserts.
  const span = 730 * DAY_MS;
  const first = new Date(options.now.getTime() - span + 60 * DAY_MS);
  await sql`create temporary table bench_job_plan as
    select g, gen_random_uuid() as id,
           (array['home-cleaning','deep-cleaning','window-cleaning','handyman','lawn-care'])[1 + (g * 7) % 5] as service_id,
           1 + (g % 3) as quantity,
           -- Each provider's n-th job: 3.65 days after its (n-1)-th, at a working hour.
           ${first}::timestamptz + make_interval(secs => ((g - 1) / ${options.providers}) * ${(span / 1000 / (options.jobs / options.providers)).toFixed(0)}::bigint)
             + make_interval(hours => 8 + (g % 9)) as start_at,
           (g * 7919) % 100 as dice
    from generate_series(1, ${options.jobs}) as g`.execute(db);

  await sql`
    with customers as (select array_agg(id order by email) as ids from users where email like 'customer%@bench.example'),
         providers as (select array_agg(id order by display_name) as ids from providers join provider_markets on provider_markets.provider_id = providers.id where market_id = ${BENCH_MARKET}),
         planned as (
           select plan.*, prices.price_minor * plan.quantity as subtotal,
                  case
                    when plan.start_at < ${options.now} then
                      case when dice < 80 then 'completed' when dice < 90 then 'cancelled' when dice < 94 then 'no_show' when dice < 96 then 'unassigned' else 'completed' end
                    else case when dice < 70 then 'confirmed' when dice < 90 then 'requested' else 'unassigned' end
                  end as status
           from bench_job_plan plan
           join market_services prices on prices.market_id = ${BENCH_MARKET} and prices.service_id = plan.service_id)
    insert into jobs (id, market_id, customer_id, provider_id, status, start_at, end_at, blocked, respond_by,
                      address_line1, address_city, address_postal_code, description_html, size, contact_name, contact_email, contact_phone,
                      currency, subtotal_minor, service_fee_minor, tax_minor, total_minor, free_cancellation_hours, cancellation_fee_bps, free_cancellation_until,
                      created_at, updated_at)
    select planned.id, ${BENCH_MARKET}, customers.ids[1 + (planned.g * 31) % ${options.customers}],
           case when planned.status = 'unassigned' then null else providers.ids[1 + planned.g % ${options.providers}] end,
           planned.status, planned.start_at, planned.start_at + interval '2 hours',
           tstzrange(planned.start_at, planned.start_at + interval '150 minutes', '[)'),
           case when planned.status = 'requested' then least(planned.start_at - interval '2 hours', ${options.now}::timestamptz + interval '2 hours') end,
           (1 + planned.g % 900) || ' ' || (array['Main St','Broadway','Park Ave','Elm St','Lexington Ave','5th Ave','Ocean Pkwy','Grand St'])[1 + planned.g % 8],
           'New York', lpad((10001 + planned.g % 60)::text, 5, '0'), '<p>Bench job</p>', 'medium',
           'Contact ' || planned.g, 'contact' || planned.g || '@bench.example', '+1 555 0100',
           'USD', planned.subtotal, planned.subtotal * 8 / 100, planned.subtotal * 888 / 10000,
           planned.subtotal + planned.subtotal * 8 / 100 + planned.subtotal * 888 / 10000, 24, 2500, planned.start_at - interval '24 hours',
           planned.start_at - make_interval(days => 1 + planned.g % 30), planned.start_at - make_interval(days => 1 + planned.g % 30)
    from planned, customers, providers`.execute(db);

  await sql`
    insert into job_services (job_id, position, service_id, name, unit, quantity, unit_price_minor, amount_minor)
    select plan.id, 0, plan.service_id, services.name, services.unit, plan.quantity, prices.price_minor, prices.price_minor * plan.quantity
    from bench_job_plan plan
    join services on services.id = plan.service_id
    join market_services prices on prices.market_id = ${BENCH_MARKET} and prices.service_id = plan.service_id`.execute(db);
  // Each job's history, as the app writes it, so the KPIs read what they read in production: the
  // customer's request when it was booked; the provider's answer (accept, or decline: else the
  // system's timeout) minutes to hours later; then start and completion, a no-show or a cancel
  // (by the customer, the provider or a manager). `h` is a stable hash of the job for the spreads.
  await sql`
    with j as (select id, status, created_at, start_at, end_at, provider_id is not null as assigned, abs(hashtext(id::text)) as h
               from jobs where market_id = ${BENCH_MARKET}),
         answered as (select j.*, created_at + make_interval(mins => 2 + h % 178) as answered_at from j)
    insert into job_events (job_id, at, actor_user_id, actor_role, from_status, to_status, reason)
    select id, created_at, null::uuid, 'customer', null, 'requested', null from j
    union all
    select id, answered_at, null, 'provider', 'requested', 'confirmed', null from answered where status in ('confirmed', 'completed', 'no_show', 'cancelled')
    union all
    select id, case when h % 2 = 0 then answered_at else created_at + interval '2 hours' end, null,
           case when h % 2 = 0 then 'provider' else 'system' end, 'requested', 'unassigned',
           case when h % 2 = 0 then 'Not available that day' end
    from answered where status = 'unassigned'
    union all
    select id, start_at, null, 'provider', 'confirmed', 'in_progress', null from j where status = 'completed'
    union all
    select id, end_at, null, 'provider', 'in_progress', 'completed', null from j where status = 'completed'
    union all
    select id, start_at + interval '30 minutes', null, 'provider', 'confirmed', 'no_show', null from j where status = 'no_show'
    union all
    select id, least(start_at - interval '3 hours', answered_at + make_interval(hours => 1 + h % 200)), null,
           (array['customer', 'customer', 'customer', 'provider', 'manager'])[1 + h % 5], 'confirmed', 'cancelled', null
    from answered where status = 'cancelled'`.execute(db);
  // Reviews of about 60% of the completed jobs, a few hours to three days after the job.
  await sql`
    insert into reviews (job_id, rating, comment, created_at)
    select id, (array[5, 5, 5, 4, 4, 3, 5, 4, 2, 5])[1 + h % 10], case when h % 3 = 0 then 'Great job' end, end_at + make_interval(hours => 1 + h % 72)
    from (select id, end_at, abs(hashtext(id::text || 'review')) as h from jobs where market_id = ${BENCH_MARKET} and status = 'completed') completed
    where h % 10 < 6 and end_at + make_interval(hours => 1 + h % 72) < ${options.now}`.execute(db);
  // A week off for one provider in ten, spread over the last 90 days (the availability the KPIs subtract).
  await sql`
    insert into provider_time_off (provider_id, starts_at, ends_at, reason)
    select provider_id, ${options.now}::timestamptz - make_interval(days => ((n * 7) % 90)::int), ${options.now}::timestamptz - make_interval(days => ((n * 7) % 90)::int) + interval '7 days', 'Holiday'
    from (select provider_id, row_number() over (order by provider_id) as n from provider_markets where market_id = ${BENCH_MARKET}) p
    where n % 10 = 0`.execute(db);
  await sql`drop table bench_job_plan`.execute(db);
  // The steady state autovacuum brings a loaded table to: statistics for the planner, and the
  // visibility map that lets counts read the index alone.
  await sql`vacuum analyze`.execute(db);
  return { providerIds, jobs: options.jobs, customers: options.customers };
}
