import type { JobStatus, NotificationAudience } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type JobContactScope, providerHasAccepted } from '../access/policies';
import { contactScopeOf } from '../jobs/job-contact';
import { listJobServices } from '../jobs/job-services.repository';
import { countJobEvents } from '../jobs/jobs.repository';
import { calendarSequence } from '../jobs/ics';
import type { JobFacts } from './payload';

/** A job as a message tells it, and who it concerns (user ids). */
export interface JobContext {
  facts: JobFacts;
  customerUserId: string;
  /** The user behind the job's provider now, if it has one. */
  providerUserId: string | null;
  icsSequence: number;
  /** What the contact rule needs to know (docs/provider.md, "Who sees a customer's contact details"). */
  contactScope: JobContactScope;
  /** "10001 New York": the address as a provider who has not accepted the job is told it. */
  area: string;
}

/** "Home cleaning × 2 h, Window cleaning". */
export function servicesText(lines: Array<{ name: string; unit: 'job' | 'hour'; quantity: number }>): string {
  const one = (line: (typeof lines)[number]) => {
    if (line.unit === 'hour') return `${line.name} × ${line.quantity} h`;
    return line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name;
  };
  return lines.map(one).join(', ');
}

/** The provider's user, for a provider id (a payout, a previous provider). */
export async function userOfProvider(db: Kysely<Database>, providerId: string | null | undefined): Promise<string | null> {
  if (!providerId) return null;
  const row = await db.selectFrom('providers').select('user_id').where('id', '=', providerId).executeTakeFirst();
  return row?.user_id ?? null;
}

/** What the templates need about a job, read in the transaction of the change (so as it is after it). */
export async function loadJobContext(db: Kysely<Database>, jobId: string): Promise<JobContext> {
  const row = await db
    .selectFrom('jobs')
    .innerJoin('markets', 'markets.id', 'jobs.market_id')
    .innerJoin('users as customer', 'customer.id', 'jobs.customer_id')
    .leftJoin('providers', 'providers.id', 'jobs.provider_id')
    .select([
      'jobs.id', 'jobs.market_id', 'jobs.status', 'jobs.start_at', 'jobs.end_at', 'jobs.currency', 'jobs.customer_id', 'jobs.provider_id',
      'jobs.address_line1', 'jobs.address_line2', 'jobs.address_city', 'jobs.address_postal_code',
      'markets.name as market_name', 'markets.time_zone', 'customer.name as customer_name',
      'providers.display_name as provider_name', 'providers.user_id as provider_user_id',
    ])
    .where('jobs.id', '=', jobId)
    .executeTakeFirstOrThrow();
  const services = await listJobServices(db, [jobId]);
  const cityLine = [row.address_postal_code, row.address_city].filter(Boolean).join(' ');
  return {
    facts: {
      id: row.id,
      marketId: row.market_id,
      marketName: row.market_name,
      timeZone: row.time_zone,
      currency: row.currency,
      start: row.start_at.toISOString(),
      end: row.end_at.toISOString(),
      services: servicesText(services),
      address: [row.address_line1, row.address_line2, cityLine].filter((line): line is string => Boolean(line)),
      customerName: row.customer_name,
      providerName: row.provider_name,
      status: row.status as JobStatus,
    },
    customerUserId: row.customer_id,
    providerUserId: row.provider_user_id,
    icsSequence: calendarSequence(await countJobEvents(db, jobId)),
    contactScope: await contactScopeOf(db, row),
    area: cityLine,
  };
}

/**
 * The job as one side of it is told (a message is a snapshot: this decides for good). The
 * customer and the market's managers get the street (`canSeeJobContact`); a `provider`
 * recipient is the job's provider, or the one who just lost it (then the job is unassigned),
 * and gets the street only once they accepted it: a new request carries the area alone.
 */
export function factsFor(context: JobContext, audience: NotificationAudience): JobFacts {
  if (audience !== 'provider' || providerHasAccepted(context.contactScope)) return context.facts;
  return { ...context.facts, address: [context.area], areaOnly: true };
}
