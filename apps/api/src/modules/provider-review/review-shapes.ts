import { buildPath, type ReviewEvent, type ReviewApplication, routes, type SessionUser } from '@marketplace/contracts';
import type { IntlShape } from '@formatjs/intl';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { reasonForReader } from '../../i18n/recorded-reasons';
import { authorize, canManageMarket } from '../access';
import { findMarketRow } from '../markets';
import { uploadedPictureUrl } from '../providers';
import { checksOf } from './application-checks';
import type { listApplicationEvents, ReviewRow } from './provider-review.repository';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { providerReviewMessages as m } from './provider-review-messages';

/** The market (404), then its managers and admins only (403). */
export async function reviewedMarket(deps: Deps, user: SessionUser, marketId: string) {
  const market = await findMarketRow(deps.db, marketId);
  if (!market) throw AppError.notFound(common.noSuchMarket);
  authorize(canManageMarket(user, marketId), m.onlyManagersSeeProviders);
  return market;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toReviewApplication(row: ReviewRow, serviceNames: Map<string, string>): ReviewApplication {
  const picturePath = buildPath(routes['providerReview.picture'].path, { marketId: row.market_id ?? '', applicationId: row.id });
  return {
    id: row.id,
    status: row.status,
    marketId: row.market_id ?? '',
    applicant: { name: row.applicant_name, email: row.applicant_email },
    displayName: row.display_name,
    experienceYears: row.experience_years,
    aboutHtml: row.about_html,
    services: row.service_ids.map((id) => ({ id, name: serviceNames.get(id) ?? id })),
    checks: checksOf(row),
    pictureUrl: uploadedPictureUrl(picturePath, row.picture_path),
    submittedAt: iso(row.submitted_at),
    decidedAt: iso(row.decided_at),
    decisionReason: row.decision_reason,
    providerId: row.provider_id,
  };
}

/** A history entry in the reader's words (`intl`): the reasons the API recorded, and whoever's account is gone. */
export function toApplicationEvent(intl: IntlShape<string>, row: Awaited<ReturnType<typeof listApplicationEvents>>[number]): ReviewEvent {
  return { at: row.at.toISOString(), actor: { role: row.actor_role, name: row.actor_name ?? intl.formatMessage(m.formerUser) }, action: row.action, reason: reasonForReader(intl, row.reason) };
}
