import type { IntlShape } from '@formatjs/intl';
import type { LanguageCode, DeskAction, DeskEvent, JobDesk, JobStatus, SessionUser } from '@marketplace/contracts';
import { deskActions, jobEventChangesSchema } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { JobRow, MarketRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { intlFor } from '../../i18n/intl';
import { reasonForReader } from '../../i18n/recorded-reasons';
import { canManageMarket, isAdmin } from '../access';
import { cancellationTerms, loadMarket } from '../booking';
import { findJobRow, fullJobDetailOf, listJobEvents, refusal, toJobEvent, type TransitionActor } from '../jobs';
import { timeRefusal } from '../provider-jobs';
import { findCustomer } from './job-desk.repository';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { jobDeskMessages as m } from './job-desk-messages';

const MINUTE_MS = 60_000;

/**
 * The job if the user manages its market (admins: every market) and it is in the market of the
 * address; 404 otherwise, exactly as for an id that does not exist — another market's manager
 * cannot probe ids.
 */
export async function loadDeskJob(deps: Deps, user: SessionUser, marketId: string, jobId: string): Promise<JobRow> {
  const row = await findJobRow(deps.db, jobId);
  if (!row || row.market_id !== marketId || !canManageMarket(user, row.market_id)) throw AppError.notFound(common.noSuchJob);
  return row;
}

/** A manager on the desk, as the lifecycle and the timeline see them (an admin is recorded as `admin`). */
export const deskActor = (user: SessionUser): TransitionActor => ({ userId: user.id, role: 'manager', eventRole: isAdmin(user) ? 'admin' : 'manager' });

export const hasStarted = (row: JobRow, now: Date) => now.getTime() >= row.start_at.getTime();

export const durationMinutesOf = (row: JobRow) => (row.end_at.getTime() - row.start_at.getTime()) / MINUTE_MS;

/**
 * The slot engine's "now" for a manager: the market's minimum notice is for customers booking,
 * not for a manager finding someone for a job that starts soon, so the search runs as if it
 * were the last moment a customer could have booked that start (never later than now).
 */
export const engineNowFor = (market: MarketRow, row: JobRow, now: Date) => new Date(Math.min(now.getTime(), row.start_at.getTime() - market.min_notice_minutes * MINUTE_MS));

/** Why the manager may not do this now (409 with the reason), or null: the lifecycle table, then the time rules. */
export function deskRefusal(action: DeskAction, row: JobRow, now: Date): AppError | null {
  const status = row.status as JobStatus;
  const problem = refusal(action, status, 'manager');
  if (problem) return problem;
  switch (action) {
    case 'assign':
      return hasStarted(row, now) ? AppError.invalidTransition(m.startedCannotReassign) : null;
    case 'reschedule':
      return row.provider_id === null ? AppError.invalidTransition(m.assignProviderFirst) : null;
    case 'accept':
    case 'start':
    case 'noShow':
      // On the provider's behalf, by the provider's time rules.
      return timeRefusal(action, { status, startAt: row.start_at, endAt: row.end_at, respondBy: row.respond_by }, now);
    default:
      return null;
  }
}

export const deskActionsOf = (row: JobRow, now: Date): DeskAction[] => deskActions.filter((action) => deskRefusal(action, row, now) === null);

/** A history entry in the reader's words; a provider recorded without a name is worded too (i18n/recorded-reasons.ts). */
function toDeskEvent(intl: IntlShape<string>, row: Awaited<ReturnType<typeof listJobEvents>>[number]): DeskEvent {
  const { assignedTo: _public, ...event } = toJobEvent(intl, row);
  const parsed = row.changes ? jobEventChangesSchema.safeParse(row.changes) : null;
  const changes = parsed?.success ? parsed.data : null;
  const named = <T extends { name: string } | null | undefined>(side: T): T => (side ? { ...side, name: reasonForReader(intl, side.name) } : side);
  const provider = changes?.provider && { before: named(changes.provider.before), after: named(changes.provider.after) };
  return { ...event, changes: changes && (provider ? { ...changes, provider } : changes) };
}

/** Every fact of the job for the desk; the services named in the reader's `language`. */
export async function jobDeskOf(deps: Deps, user: SessionUser, row: JobRow, language: LanguageCode, known: { market?: MarketRow } = {}): Promise<JobDesk> {
  const market = known.market ?? (await loadMarket(deps, row.market_id));
  // The desk is for the market's managers, who see the street and the contact (canSeeJobContact).
  const { timeline: _timeline, can: _can, ...detail } = await fullJobDetailOf(deps, user, row, { market, language });
  const customer = await findCustomer(deps.db, row.customer_id);
  const events = await listJobEvents(deps.db, row.id);
  const now = deps.now();
  const terms = cancellationTerms(
    { freeUntil: row.free_cancellation_until, totalMinor: row.total_minor, paidMinor: 0, policy: { cancellationFeeBps: row.cancellation_fee_bps } },
    now,
  );
  return {
    ...detail,
    customer: { id: row.customer_id, name: customer?.name ?? intlFor(language).formatMessage(m.formerCustomer), email: customer?.email ?? '', phone: customer?.phone ?? null },
    respondBy: row.status === 'requested' && row.respond_by ? row.respond_by.toISOString() : null,
    bookedAt: row.created_at.toISOString(),
    cancellationFeeMinor: row.cancellation_fee_minor,
    actions: deskActionsOf(row, now),
    cancellationQuote: { feeIfAppliedMinor: terms.feeMinor, freeUntil: terms.freeUntil.toISOString(), currency: row.currency },
    history: events.map((event) => toDeskEvent(intlFor(language), event)),
  };
}

export async function getJobDesk(deps: Deps, user: SessionUser, marketId: string, jobId: string, language: LanguageCode): Promise<JobDesk> {
  return jobDeskOf(deps, user, await loadDeskJob(deps, user, marketId, jobId), language);
}
