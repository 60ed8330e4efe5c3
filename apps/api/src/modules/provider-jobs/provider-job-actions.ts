import type { LanguageCode, JobStatus, ProviderJobAction, ProviderJobDetail, SessionUser } from '@marketplace/contracts';
import type { Updateable } from 'kysely';
import type { Deps } from '../../deps';
import type { JobsTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { applyTransition, changedMeanwhile, listJobEvents } from '../jobs';
import { afterPhotoState, completionRefusal } from '../job-photos';
import { loadProviderJob, providerJobDetailOf } from './provider-job-detail';
import { providerStep } from './provider-job-rules';
import { factsOf } from './provider-job-shapes';
import { suspendedMarketName } from '../providers';
import { providerJobsMessages as m } from './provider-jobs-messages';

/**
 * What else changes: a declined job lets go of its provider (the market assigns someone else);
 * a provider's cancellation costs the customer nothing (docs/provider.md).
 */
const sideEffects: Partial<Record<ProviderJobAction, Updateable<JobsTable>>> = {
  decline: { provider_id: null },
  cancel: { cancellation_fee_minor: 0 },
};

/**
 * The job's provider accepts, declines, starts, completes, records a no-show or cancels: the
 * lifecycle table and the time rules decide once (409 with the reason otherwise), then one
 * conditional update with its timeline event. Two tabs at once: one wins, the other gets 409.
 * The answer is the job as the provider's pages show it (detail, and the lists' fields), so
 * the page updates from it rather than asking again.
 */
export async function actOnJob(deps: Deps, user: SessionUser, jobId: string, action: ProviderJobAction, reason: string | undefined, language: LanguageCode): Promise<ProviderJobDetail> {
  const row = await loadJobStillTheirs(deps, user, jobId);
  const step = providerStep(action, factsOf(row), deps.now());
  if (step instanceof AppError) throw step;
  // A market may require an "after" photo to complete (docs/job-photos.md).
  if (action === 'complete') {
    const photos = await afterPhotoState(deps, row);
    const refused = completionRefusal(photos.required, photos.count);
    if (refused) throw refused;
  }
  const suspendedIn = action === 'accept' && row.provider_id ? await suspendedMarketName(deps.db, row.provider_id, row.market_id) : null;
  if (suspendedIn) throw AppError.forbidden({ ...m.suspendedCannotAccept, values: { market: suspendedIn } });
  const updated = await applyTransition(deps, row, {
    action,
    checked: step,
    actor: { userId: user.id, role: 'provider', eventRole: 'provider' },
    reason: reason ?? null,
    ...(sideEffects[action] ? { changes: sideEffects[action] } : {}),
  });
  if (!updated) throw changedMeanwhile();
  return providerJobDetailOf(deps, user, { ...row, ...updated, status: updated.status as JobStatus }, language);
}

/**
 * The provider's job. One that stopped being theirs by the step just before (their decline in
 * another tab, the market reassigning it) is 409 "changed in the meantime", as when the two
 * steps race inside the update; any other job they cannot see stays 404.
 */
async function loadJobStillTheirs(deps: Deps, user: SessionUser, jobId: string) {
  try {
    return await loadProviderJob(deps, user, jobId);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404 || !user.providerId) throw error;
    const latest = (await listJobEvents(deps.db, jobId)).at(-1);
    if (latest?.changes?.provider?.before?.id === user.providerId) throw changedMeanwhile();
    throw error;
  }
}
