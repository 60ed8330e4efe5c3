import type { AccountExport, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../../deps';
import { consentsSection, favouritesSection, jobMessagesSection, plansSection, profileSection, securityEventsSection, sessionsSection, waitlistSection } from './person-sections.repository';
import { customerJobsSection, invoicesSection, jobPhotosSection, jobTimelineSection, paymentsSection, problemReportsSection, refundsSection, reviewsSection } from './customer-sections.repository';
import { messagesSection, notificationSettingsSection } from './message-sections';
import { providerSections } from './provider-sections.repository';

/**
 * "Download my data" (docs/account-page.md): everything the site holds about the person, one
 * section per kind of record. Nobody else's data: only the person's rows, and of other people
 * on their jobs only what the person already sees (a provider's public name; a customer's
 * first name and area). Never a secret: no password hash, session token, code or link.
 */
export async function exportAccount(deps: Deps, user: SessionUser): Promise<AccountExport> {
  const { db } = deps;
  const now = deps.now();
  return {
    exportedAt: now.toISOString(),
    sections: {
      profile: await profileSection(db, user.id, now),
      consents: await consentsSection(db, user.id),
      sessions: await sessionsSection(db, user.id),
      jobs: await customerJobsSection(db, user.id),
      jobTimeline: await jobTimelineSection(db, user.id),
      payments: await paymentsSection(db, user.id),
      invoices: await invoicesSection(db, user.id),
      refunds: await refundsSection(db, user.id),
      reviews: await reviewsSection(db, user.id),
      messages: await messagesSection(db, user.id),
      notificationSettings: await notificationSettingsSection(db, user),
      securityEvents: await securityEventsSection(db, user.id),
      waitlist: await waitlistSection(db, user.email),
      favouriteProviders: await favouritesSection(db, user.id),
      plans: await plansSection(db, user.id),
      jobMessages: await jobMessagesSection(db, user.id),
      jobPhotos: await jobPhotosSection(db, user.id),
      problemReports: await problemReportsSection(db, user.id),
      ...(await providerSections(db, user.providerId, user.id)),
    },
  };
}

/** The download's name: `handyhub-data-2026-03-04.json` (the UTC day it was made). */
export function exportFileName(exportedAt: string): string {
  return `handyhub-data-${exportedAt.slice(0, 10)}.json`;
}
