import type { IntlShape } from '@formatjs/intl';
import type { JobStatus, LanguageCode, NotificationAudience } from '@marketplace/contracts';
import { defineMessages } from '@marketplace/contracts/messages';
import { languages } from '@marketplace/i18n/languages';
import type { Kysely } from 'kysely';
import { intlFor } from '../../i18n/intl';
import type { Database } from '../../db/schema';
import { type JobContactScope, providerHasAccepted } from '../access';
import { calendarSequence, contactScopeOf, countJobEvents } from '../jobs';
import { listJobServicesInEveryLanguage } from '../booking';
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
  /** `facts.services` in each language of the site: a recipient's message names them in theirs. */
  servicesIn: Record<LanguageCode, string>;
}

const lineWords = defineMessages({
  hours: { id: 'api.job.service-line.hours', defaultMessage: '{name} × {quantity, number} h' },
  count: { id: 'api.job.service-line.count', defaultMessage: '{quantity, plural, =1 {{name}} other {{name} × #}}' },
});

/**
 * "Home cleaning × 2 h, Window cleaning": the lines as named in `intl`'s language (their names
 * in it). Joined by ", " whatever the language: `shortServices` reads the first name back.
 */
export function servicesText(intl: IntlShape<string>, lines: Array<{ name: string; unit: 'job' | 'hour'; quantity: number }>): string {
  return lines.map(({ name, unit, quantity }) => intl.formatMessage(unit === 'hour' ? lineWords.hours : lineWords.count, { name, quantity })).join(', ');
}

/**
 * What the templates need about a job, read in the transaction of the change (so as it is after
 * it). The services are named in every language when the message is queued, so a queued message
 * keeps the names of that day (docs/languages.md), as it keeps the job's times and address.
 */
export async function loadJobContext(db: Kysely<Database>, jobId: string): Promise<JobContext> {
  const row = await findJobContextRow(db, jobId);
  const servicesIn = {} as Record<LanguageCode, string>;
  const lines = await listJobServicesInEveryLanguage(db, jobId);
  for (const language of languages) servicesIn[language] = servicesText(intlFor(language), lines.map((line) => ({ ...line, name: line.names[language] })));
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
      services: servicesIn.en,
      address: [row.address_line1, row.address_line2, cityLine].filter((line): line is string => Boolean(line)),
      customerName: row.customer_name,
      providerName: row.provider_name,
      status: row.status as JobStatus,
      plan: row.plan_id === null || row.plan_every_weeks === null ? null : { id: row.plan_id, everyWeeks: row.plan_every_weeks },
    },
    customerUserId: row.customer_id,
    providerUserId: row.provider_user_id,
    icsSequence: calendarSequence(await countJobEvents(db, jobId)),
    contactScope: await contactScopeOf(db, row),
    area: cityLine,
    marketLanguage: row.market_language,
    servicesIn,
  };
}

/**
 * The job as one side of it is told, in their language (a message is a snapshot: this decides for good). The
 * customer and the market's managers get the street (`canSeeJobContact`); a `provider`
 * recipient is the job's provider, or the one who just lost it (then the job is unassigned),
 * and gets the street only once they accepted it: a new request carries the area alone.
 */
export function factsFor(context: JobContext, audience: NotificationAudience, language: LanguageCode): JobFacts {
  const facts = { ...context.facts, services: context.servicesIn[language] };
  if (audience !== 'provider' || providerHasAccepted(context.contactScope)) return facts;
  return { ...facts, address: [context.area], areaOnly: true };
}
