import { type LanguageCode, type ProviderJobDetail, providerListLimits, type SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { authorize, canSeeJobContact, isJobProvider, isProvider } from '../access';
import { intlFor } from '../../i18n/intl';
import { contactScopeOf, jobScopeOf, listJobEvents, toJobEvent } from '../jobs';
import { listJobServices } from '../booking';
import { afterPhotoState } from '../job-photos';
import { legalActions, startableFrom } from './provider-job-rules';
import { factsOf, toProviderJobSummary } from './provider-job-shapes';
import { findProviderJobRow, insertJobNote, listJobNotes, type ProviderJobRow } from './provider-jobs.repository';
import { providerJobsMessages as m } from './provider-jobs-messages';
import { errorMessages as common } from '../../http/error-messages/error-messages';

/** The provider area is for provider accounts (403 for anyone else, whatever the id). */
export function requireProvider(user: SessionUser): string {
  authorize(isProvider(user), m.forProviders);
  return user.providerId!;
}

/** A job assigned to this provider; anyone else's, or an unknown id, is 404 (ids cannot be probed). */
export async function loadProviderJob(deps: Deps, user: SessionUser, jobId: string): Promise<ProviderJobRow> {
  requireProvider(user);
  const row = await findProviderJobRow(deps.db, jobId);
  if (!row || !isJobProvider(user, jobScopeOf(row))) throw AppError.notFound(common.noSuchJob);
  return row;
}

/** The job as its provider sees it (also right after a decline, when it is no longer theirs). */
export async function providerJobDetailOf(deps: Deps, user: SessionUser, row: ProviderJobRow, language: LanguageCode): Promise<ProviderJobDetail> {
  const services = await listJobServices(deps.db, [row.id], language);
  const events = await listJobEvents(deps.db, row.id);
  const notes = await listJobNotes(deps.db, row.id, user.id, providerListLimits.notes);
  // The street and the customer's contact once accepted (docs/provider.md, "Who sees a customer's contact details").
  const accepted = canSeeJobContact(user, await contactScopeOf(deps.db, row));
  const ownsIt = row.provider_id !== null && row.provider_id === user.providerId;
  const photos = await afterPhotoState(deps, row);
  return {
    ...toProviderJobSummary(row, services),
    descriptionHtml: row.description_html ?? '',
    accessNotes: row.access_notes,
    address: accepted ? { line1: row.address_line1 ?? '', line2: row.address_line2, city: row.address_city ?? '', postalCode: row.address_postal_code ?? '' } : null,
    customer: accepted ? { name: row.contact_name ?? '', email: row.contact_email ?? '', phone: row.contact_phone ?? '' } : null,
    actions: ownsIt ? legalActions(factsOf(row), deps.now()) : [],
    startableFrom: startableFrom(factsOf(row)).toISOString(),
    requiresAfterPhoto: photos.required,
    afterPhotos: photos.count,
    notes: notes.map((note) => ({ id: note.id, body: note.body, at: note.created_at.toISOString() })),
    timeline: events.map((event) => toJobEvent(intlFor(language), event)),
  };
}

export async function getProviderJob(deps: Deps, user: SessionUser, jobId: string, language: LanguageCode): Promise<ProviderJobDetail> {
  return providerJobDetailOf(deps, user, await loadProviderJob(deps, user, jobId), language);
}

/** A private note on the job (the customer never sees it), at most `providerListLimits.notes` per job. */
export async function addProviderNote(deps: Deps, user: SessionUser, jobId: string, body: string, language: LanguageCode): Promise<ProviderJobDetail> {
  const row = await loadProviderJob(deps, user, jobId);
  const existing = await listJobNotes(deps.db, row.id, user.id, providerListLimits.notes);
  if (existing.length >= providerListLimits.notes) throw AppError.conflict({ ...m.tooManyNotes, values: { count: providerListLimits.notes } });
  await insertJobNote(deps.db, { jobId: row.id, authorUserId: user.id, body, at: deps.now() });
  return providerJobDetailOf(deps, user, row, language);
}
