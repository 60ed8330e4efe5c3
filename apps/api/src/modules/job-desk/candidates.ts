import type { Candidate, LanguageCode, SessionUser } from '@marketplace/contracts';
import { DateTime } from 'luxon';
import type { Deps } from '../../deps';
import type { JobRow, MarketRow } from '../../db/schema';
import { intlFor } from '../../i18n/intl';
import { listJobServices, listProvidersOffering, loadMarket, providersFreeAt } from '../booking';
import { listProvidersInMarket } from '../providers';
import { rankCandidates, scoreCandidate } from './candidate-score';
import { deskRefusal, durationMinutesOf, engineNowFor, loadDeskJob } from './desk-job';
import { listProviderJobsBetween, listProvidersWhoDeclined, listRatingSums } from './job-desk.repository';

/** Providers of the market who offer ALL the job's services (one provider does the whole job), or just `only` if they do. */
export async function providersOfferingJob(deps: Deps, row: JobRow, marketId: string, only?: string): Promise<string[]> {
  const services = await listJobServices(deps.db, [row.id], 'en');
  return listProvidersOffering(deps.db, marketId, services.map((service) => service.service_id), only);
}

/**
 * Those of `providerIds` free at the job's time by the same slot engine as booking (hours, time
 * off, other jobs and live holds widened by the travel buffer); the job does not block itself.
 */
export async function providersFreeForJob(deps: Deps, row: JobRow, market: MarketRow, providerIds: string[]): Promise<string[]> {
  if (providerIds.length === 0) return [];
  const now = engineNowFor(market, row, deps.now());
  return providersFreeAt(deps, { market, providerIds, durationMinutes: durationMinutesOf(row), now, start: row.start_at, blocking: { exceptJobId: row.id } });
}

/** Who could take the job, ranked (candidate-score.ts), the reasons in the reader's `language`; 409 when it cannot be assigned now. */
export async function listCandidates(deps: Deps, user: SessionUser, marketId: string, jobId: string, language: LanguageCode): Promise<{ candidates: Candidate[] }> {
  const row = await loadDeskJob(deps, user, marketId, jobId);
  const problem = deskRefusal('assign', row, deps.now());
  if (problem) throw problem;
  const market = await loadMarket(deps, row.market_id);
  const offering = await providersOfferingJob(deps, row, market.id);
  // The job's own provider is not a candidate for it.
  const free = await providersFreeForJob(deps, row, market, offering.filter((id) => id !== row.provider_id));
  if (free.length === 0) return { candidates: [] };

  const day = DateTime.fromJSDate(row.start_at, { zone: market.time_zone }).startOf('day');
  const dayJobs = await listProviderJobsBetween(deps.db, free, { from: day.toJSDate(), to: day.plus({ days: 1 }).toJSDate() }, row.id);
  const declined = await listProvidersWhoDeclined(deps.db, row.id);
  const ratingSums = await listRatingSums(deps.db, free);
  const cards = new Map((await listProvidersInMarket(deps, market.id)).map((card) => [card.id, card]));
  const job = { start: row.start_at, end: row.end_at };
  const intl = intlFor(language);
  const candidates = free.flatMap((id) => {
    const card = cards.get(id);
    if (!card) return [];
    return [
      scoreCandidate(
        intl,
        {
          provider: { id, displayName: card.displayName, pictureUrl: card.pictureUrl, rating: card.rating },
          ratingSum: ratingSums.get(id) ?? 0,
          dayJobs: dayJobs.filter((other) => other.provider_id === id).map((other) => ({ start: other.start_at, end: other.end_at })),
          declinedBefore: declined.has(id),
        },
        job,
      ),
    ];
  });
  return { candidates: rankCandidates(candidates) };
}
