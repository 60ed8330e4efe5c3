import type { LanguageCode, JobDetail, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { JobRow, MarketRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { intlFor } from '../../i18n/intl';
import { canSeeJobContact, canViewJob, isJobCustomer } from '../access';
import { findMarketRow } from '../markets';
import { getProviderCard } from '../providers';
import { jobScopeOf as scopeOf } from './job-actor';
import { jobAbilities } from './job-abilities';
import { contactScopeOf } from './job-contact';
import { type JobServiceRow, listJobServices } from '../booking';
import { type FullJobDetail, toJobDetail, withoutContact } from './job-shapes';
import { findJobRow, findReview, listJobEvents, planEveryWeeksOf } from './jobs.repository';
import { errorMessages as common } from '../../http/error-messages/error-messages';

/** The job if the user may see it; 404 otherwise, exactly as for an id that does not exist. */
export async function loadVisibleJob(deps: Deps, user: SessionUser, jobId: string): Promise<JobRow> {
  const row = await findJobRow(deps.db, jobId);
  if (!row || !canViewJob(user, scopeOf(row))) throw AppError.notFound(common.noSuchJob);
  return row;
}

/** What a use case has already read about the job: given here, it is not read again. */
export interface KnownJobParts {
  market?: MarketRow;
  /** Read in `language` (or English when none is given). */
  services?: JobServiceRow[];
  /** The reader's: the services' names and the timeline's words in it; English when not given. */
  language?: LanguageCode;
}

/**
 * The job with its street address and contact, whoever asks: only for callers that checked the
 * viewer may see them (the job desk, for its market's managers). Everyone else: `jobDetailOf`.
 */
export async function fullJobDetailOf(deps: Deps, user: SessionUser, row: JobRow, known: KnownJobParts = {}): Promise<FullJobDetail> {
  const market = known.market ?? (await findMarketRow(deps.db, row.market_id));
  const services = known.services ?? (await listJobServices(deps.db, [row.id], known.language ?? 'en'));
  const events = await listJobEvents(deps.db, row.id);
  const review = await findReview(deps.db, row.id);
  const provider = row.provider_id ? await getProviderCard(deps, row.provider_id, row.market_id) : null;
  const can = jobAbilities(
    { viewerIsCustomer: isJobCustomer(user, scopeOf(row)), status: row.status as JobDetail['status'], startAt: row.start_at, hasProvider: row.provider_id !== null, reviewed: review !== undefined },
    deps.now(),
  );
  const context = { marketName: market?.name ?? row.market_id, timeZone: market?.time_zone ?? 'UTC', providerName: provider?.displayName ?? null };
  const withPlan = { ...row, plan_every_weeks: await planEveryWeeksOf(deps.db, row) };
  return toJobDetail({ row: withPlan, context, services, events, review, provider, can, intl: intlFor(known.language ?? 'en') });
}

/** The job as this viewer may see it: without the street and the contact unless `canSeeJobContact` (docs/provider.md). */
export async function jobDetailOf(deps: Deps, user: SessionUser, row: JobRow, known: KnownJobParts = {}): Promise<JobDetail> {
  const detail = await fullJobDetailOf(deps, user, row, known);
  return canSeeJobContact(user, await contactScopeOf(deps.db, row)) ? detail : withoutContact(detail);
}

export async function getJob(deps: Deps, user: SessionUser, jobId: string, language: LanguageCode): Promise<JobDetail> {
  return jobDetailOf(deps, user, await loadVisibleJob(deps, user, jobId), { language });
}
