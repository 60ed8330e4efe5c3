import { DateTime } from 'luxon';
import type { Kysely } from 'kysely';
import { PROVIDER_TERMS_VERSION } from '@marketplace/contracts';
import type { Database } from '../db/schema';
import type { WaitlistSeed } from './demand-data';

/**
 * The demo marketplace's supply side (docs/supply.md): two people waiting for New York's
 * managers to decide on their applications (one identity check needs a person to look at it),
 * one provider who paused themselves, and Toronto's waitlist for the day it opens.
 * Deterministic for a given seed time.
 */
export interface ApplicantSeed {
  email: string;
  name: string;
  phone: string;
  serviceIds: string[];
  experienceYears: number;
  aboutHtml: string;
  identityStatus: 'clear' | 'needs_review';
  /** Days before the seed time it was submitted: the oldest comes first in the queue. */
  submittedDaysAgo: number;
  payoutLast4: string;
}

export const applicantSeeds: ApplicantSeed[] = [
  {
    email: 'grace.okafor@example.com',
    name: 'Grace Okafor',
    phone: '+12125550141',
    serviceIds: ['home-cleaning', 'deep-cleaning'],
    experienceYears: 6,
    aboutHtml: '<p>I ran the housekeeping team of a <strong>Midtown hotel</strong> for four years and now clean homes in Queens.</p><ul><li>Own supplies</li><li>References on request</li></ul>',
    identityStatus: 'clear',
    submittedDaysAgo: 3,
    payoutLast4: '4417',
  },
  {
    email: 'tomas.herrera@example.com',
    name: 'Tomás Herrera',
    phone: '+17185550187',
    serviceIds: ['handyman', 'furniture-assembly'],
    experienceYears: 11,
    aboutHtml: '<p>Carpenter by trade: shelves, doors, flat-pack furniture and the small repairs that pile up.</p>',
    identityStatus: 'needs_review',
    submittedDaysAgo: 1,
    payoutLast4: '0932',
  },
];

/** The New York provider who paused themselves (no reviews yet, so no part of the market's history). */
export const PAUSED_PROVIDER_EMAIL = 'marcus.williams@example.com';

/** About twenty people in Toronto who asked to hear when it opens, from its busiest areas. */
export function torontoWaitlistSeeds(now: Date): WaitlistSeed[] {
  const areas = [
    { postalCode: 'M5V', count: 7 },
    { postalCode: 'M4K', count: 5 },
    { postalCode: 'M6J', count: 4 },
    { postalCode: 'M5A', count: 4 },
  ];
  const today = DateTime.fromJSDate(now, { zone: 'America/Toronto' }).startOf('day');
  let n = 0;
  return areas.flatMap(({ postalCode, count }) =>
    Array.from({ length: count }, (_, i) => {
      n += 1;
      const at = today.minus({ days: 2 + ((n * 7) % 40) }).set({ hour: 17 + (n % 5), minute: (n * 13) % 60 });
      return { postalCode, email: `waitlist.toronto.${postalCode.toLowerCase()}.${i + 1}@example.com`, at: at.toJSDate() };
    }),
  );
}

/** Test mode's payout account for a demo application (a gateway reference; the full number is never stored). */
const demoPayoutReference = (last4: string) => `test_bank_00012345${last4}`;

export async function insertSupply(
  db: Kysely<Database>,
  now: Date,
  userIds: Map<string, string>,
  providerIds: Map<string, string>,
): Promise<void> {
  const day = 86_400_000;
  for (const applicant of applicantSeeds) {
    const submittedAt = new Date(now.getTime() - applicant.submittedDaysAgo * day);
    const application = await db
      .insertInto('provider_applications')
      .values({
        user_id: userIds.get(applicant.email)!,
        market_id: 'nyc',
        status: 'submitted',
        service_ids: applicant.serviceIds,
        display_name: applicant.name,
        experience_years: applicant.experienceYears,
        about_html: applicant.aboutHtml,
        identity_status: applicant.identityStatus,
        identity_reference: `test_idv_${applicant.payoutLast4}`,
        identity_checked_at: new Date(submittedAt.getTime() - 3_600_000),
        payout_account_reference: demoPayoutReference(applicant.payoutLast4),
        payout_account_last4: applicant.payoutLast4,
        terms_version: PROVIDER_TERMS_VERSION,
        terms_accepted_at: submittedAt,
        created_at: new Date(submittedAt.getTime() - day),
        updated_at: submittedAt,
        submitted_at: submittedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('provider_application_events')
      .values([
        { application_id: application.id, at: new Date(submittedAt.getTime() - 3_600_000), actor_user_id: null, actor_role: 'system', action: 'identity_checked', reason: applicant.identityStatus === 'clear' ? 'Identity check: clear' : 'Identity check: needs review (the name on the document differs)' },
        { application_id: application.id, at: submittedAt, actor_user_id: userIds.get(applicant.email)!, actor_role: 'applicant', action: 'submitted', reason: null },
      ])
      .execute();
  }
  const pausedUserId = userIds.get(PAUSED_PROVIDER_EMAIL);
  const pausedProviderId = pausedUserId && providerIds.get(pausedUserId);
  if (pausedProviderId) {
    const pausedAt = new Date(now.getTime() - 4 * day);
    await db.updateTable('providers').set({ paused_at: pausedAt }).where('id', '=', pausedProviderId).execute();
    await db
      .insertInto('provider_status_changes')
      .values({ provider_id: pausedProviderId, market_id: null, at: pausedAt, actor_user_id: pausedUserId, actor_role: 'provider', action: 'paused', reason: 'Away for two weeks' })
      .execute();
  }
}
