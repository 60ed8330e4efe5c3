import { sql } from 'kysely';
import { everyUser, settingsMatrix } from './expectations';
import { markets } from './targets';
import { type Ids, type Row, testApp, UNKNOWN_ID, withBody } from './world';

/**
 * Recurring plans (docs/repeat-business.md): a plan is its customer's alone, so anyone else
 * (managers and admins included) is told it does not exist; a market's plans are its managers'.
 * The plans acted on are the demo customer's: the seeded one to read, a fresh copy to change
 * (without a provider and months ahead, so it blocks nobody's time).
 */
const seededPlan = async (ids: Ids) => (await testApp().db.selectFrom('plans').select('id').where('customer_id', '=', ids.users.customer).orderBy('created_at').executeTakeFirstOrThrow()).id;

let copies = 0;
async function freshPlan(ids: Ids, status: 'active' | 'paused'): Promise<string> {
  copies += 1;
  const anchor = new Date(Date.UTC(2027, 2, 4 + 7 * copies)).toISOString().slice(0, 10); // Thursdays from March 2027
  const copy = await sql<{ id: string }>`insert into plans (customer_id, market_id, provider_id, status, every_weeks, anchor_date, weekday, local_time, duration_minutes, services,
      address_line1, address_city, address_postal_code, description_html, size, contact_name, contact_email, contact_phone, currency, discount_bps, discount_minor,
      subtotal_minor, service_fee_minor, tax_minor, total_minor, commission_bps, free_cancellation_hours, cancellation_fee_bps, payment_method_id, paused_at)
    select customer_id, market_id, null, ${status}, every_weeks, ${anchor}, weekday, local_time, duration_minutes, services, address_line1, address_city, address_postal_code,
      description_html, size, contact_name, contact_email, contact_phone, currency, discount_bps, discount_minor, subtotal_minor, service_fee_minor, tax_minor, total_minor,
      commission_bps, free_cancellation_hours, cancellation_fee_bps, payment_method_id, ${status === 'paused' ? sql`now()` : null}
    from plans where id = ${await seededPlan(ids)} returning id`.execute(testApp().db);
  return copy.rows[0]!.id;
}

/** A fresh plan with one visit ahead, waiting for a provider (a copy of the seeded plan's first, moved to the plan's anchor). */
async function freshVisit(ids: Ids): Promise<{ planId: string; jobId: string }> {
  const planId = await freshPlan(ids, 'active');
  const db = testApp().db;
  const { anchor_date: anchor } = await db.selectFrom('plans').select('anchor_date').where('id', '=', planId).executeTakeFirstOrThrow();
  const first = await db.selectFrom('jobs').select('id').where('plan_id', '=', await seededPlan(ids)).orderBy('start_at').executeTakeFirstOrThrow();
  const visit = await sql<{ id: string }>`insert into jobs (market_id, customer_id, provider_id, status, start_at, end_at, blocked, address_line1, address_city, address_postal_code,
      description_html, size, contact_name, contact_email, contact_phone, currency, discount_minor, subtotal_minor, service_fee_minor, tax_minor, total_minor, free_cancellation_hours,
      cancellation_fee_bps, free_cancellation_until, commission_bps, plan_id, plan_occurrence)
    select market_id, customer_id, null, 'unassigned', ${anchor}::date + time '18:00', ${anchor}::date + time '20:00', tstzrange(${anchor}::date + time '18:00', ${anchor}::date + time '20:30', '[)'),
      address_line1, address_city, address_postal_code, description_html, size, contact_name, contact_email, contact_phone, currency, discount_minor, subtotal_minor,
      service_fee_minor, tax_minor, total_minor, free_cancellation_hours, cancellation_fee_bps, ${anchor}::date, commission_bps, ${planId}, ${anchor}
    from jobs where id = ${first.id} returning id`.execute(db);
  return { planId, jobId: visit.rows[0]!.id };
}

const seeded: Row['targets'] = { customersPlan: async (ids) => ({ params: { planId: await seededPlan(ids) } }), unknown: () => ({ params: { planId: UNKNOWN_ID } }) };
const fresh = (status: 'active' | 'paused'): Row['targets'] => ({ customersPlan: async (ids) => ({ params: { planId: await freshPlan(ids, status) } }), unknown: () => ({ params: { planId: UNKNOWN_ID } }) });
const visits: Row['targets'] = {
  customersPlan: async (ids) => ({ params: await freshVisit(ids) }),
  unknown: async (ids) => ({ params: { planId: (await freshVisit(ids)).planId, jobId: UNKNOWN_ID } }),
};

/** The plan's customer only (the demo customer's plans); 404 for everyone else, whatever the id. */
const ownPlan: Row['expect'] = Object.fromEntries(
  Object.entries(everyUser(404)).map(([role, status]) => [role, role === 'anonymous' ? 401 : role === 'customer' ? { customersPlan: 200, unknown: 404 } : status]),
) as Row['expect'];

export const planRows: Record<string, Row> = {
  'plans.listMine': { targets: { self: () => ({}) }, expect: everyUser(200) },
  'plans.get': { targets: seeded, expect: ownPlan },
  'plans.endingQuote': { targets: seeded, expect: ownPlan },
  'plans.change': { targets: withBody(fresh('active'), { localTime: '15:00' }), expect: ownPlan },
  'plans.skipVisit': { targets: visits, expect: ownPlan },
  'plans.pause': { targets: fresh('active'), expect: ownPlan },
  'plans.resume': { targets: fresh('paused'), expect: ownPlan },
  'plans.end': { targets: fresh('active'), expect: ownPlan },
  'plans.listInMarket': { targets: markets, expect: settingsMatrix },
};
