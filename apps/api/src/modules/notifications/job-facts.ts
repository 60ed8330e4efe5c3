import type { JobStatus, LanguageCode, NotificationAudience } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type JobContactScope, providerHasAccepted } from '../access';
import { calendarSequence, contactScopeOf, countJobEvents } from '../jobs';
import { listJobServices } from '../booking';
import { findJobContextRow } from './cause-facts.repository';
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
  /** The market's language: what a recipient who never chose one reads (docs/languages.md). */
  marketLanguage: LanguageCode;
}

/** "Home cleaning × 2 h, Window cleaning". */
export function servicesText(lines: Array<{ name: string; unit: 'job' | 'hour'; quantity: number }>): string {
  const one = (line: (typeof lines)[number]) => {
    if (line.unit === 'hour') return `${line.name} × ${line.quantity} h`;
    return line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name;
  };
  return lines.map(one).join(', ');
}

/** What the templates need about a job, read in the transaction of the change (so as it is after it). */
export async function loadJobContext(db: Kysely<Database>, jobId: string): Promise<JobContext> {
  const row = await findJobContextRow(db, jobId);
  const services = await listJobServices(db, [jobId], 'en');
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
    marketLanguage: row.market_language,
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
