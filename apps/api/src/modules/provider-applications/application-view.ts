import { applicationLimits, buildPath, type LanguageCode, PROVIDER_TERMS_VERSION, type ProviderApplication, routes } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database, ProviderApplicationRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { intlFor } from '../../i18n/intl';
import { reasonForReader } from '../../i18n/recorded-reasons';
import { isBlankRichText } from '../content';
import { canSeeApplication } from '../access';
import { uploadedPictureUrl } from '../providers';
import { type Completeness, eventActor, missingSteps } from './application-rules';
import { findApplicant, findApplication, listApplicationEvents } from './applications.repository';
import { errorMessages as common } from '../../http/error-messages/error-messages';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function completenessOf(row: ProviderApplicationRow, phoneVerified: boolean): Completeness {
  return {
    marketId: row.market_id,
    serviceIds: row.service_ids,
    displayName: row.display_name,
    aboutText: isBlankRichText(row.about_html) ? '' : 'written',
    hasPicture: row.picture_path !== null,
    phoneVerified,
    identityStatus: row.identity_status,
    hasPayoutAccount: row.payout_account_reference !== null,
    termsVersion: row.terms_version,
  };
}

/** The application as its applicant sees it: the checks' outcomes, never their inputs; the history's recorded reasons in the reader's `language`. */
export async function applicationView(db: Kysely<Database>, row: ProviderApplicationRow, language: LanguageCode): Promise<ProviderApplication> {
  const [applicant, events] = await Promise.all([findApplicant(db, row.user_id), listApplicationEvents(db, row.id, applicationLimits.history)]);
  const phoneVerified = applicant.phone_verified_at !== null;
  return {
    id: row.id,
    status: row.status,
    marketId: row.market_id,
    serviceIds: row.service_ids,
    displayName: row.display_name,
    experienceYears: row.experience_years,
    aboutHtml: row.about_html,
    hasPicture: row.picture_path !== null,
    pictureUrl: uploadedPictureUrl(buildPath(routes['providerApplications.picture'].path, { applicationId: row.id }), row.picture_path),
    phoneVerified,
    identity: row.identity_status && row.identity_checked_at ? { status: row.identity_status, checkedAt: row.identity_checked_at.toISOString() } : null,
    payoutAccount: row.payout_account_last4 ? { last4: row.payout_account_last4 } : null,
    terms: row.terms_version && row.terms_accepted_at ? { version: row.terms_version, acceptedAt: row.terms_accepted_at.toISOString() } : null,
    missing: missingSteps(completenessOf(row, phoneVerified), PROVIDER_TERMS_VERSION),
    createdAt: row.created_at.toISOString(),
    submittedAt: iso(row.submitted_at),
    decidedAt: iso(row.decided_at),
    decisionReason: row.decision_reason,
    history: events.map((event) => ({ at: event.at.toISOString(), actor: eventActor(event.actor_role), action: event.action, reason: reasonForReader(intlFor(language), event.reason) })),
  };
}

/** The caller's own application; anyone else's (or none) is "not found", so ids cannot be probed. */
export async function ownApplication(db: Kysely<Database>, user: { id: string }, applicationId: string, find = findApplication): Promise<ProviderApplicationRow> {
  const row = await find(db, applicationId);
  if (!row || !canSeeApplication(user, { userId: row.user_id })) throw AppError.notFound(common.noSuchApplication);
  return row;
}
