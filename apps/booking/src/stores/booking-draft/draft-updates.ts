import type { Address, JobContact, JobDetail, JobInfo, PlanEveryWeeks, ServicesSelection } from '@marketplace/contracts';
import type { BookingDraft, DraftHold } from './draft-schema';

/**
 * How the draft changes, as plain functions. A change that makes later choices meaningless
 * drops them: other services or another market need a new time (the duration and the slot
 * engine differ), another time needs a new hold.
 */
const servicesKey = (services: ServicesSelection | undefined) =>
  JSON.stringify([...(services ?? [])].sort((a, b) => a.serviceId.localeCompare(b.serviceId)));
const sameServices = (a: ServicesSelection | undefined, b: ServicesSelection | undefined) => servicesKey(a) === servicesKey(b);

const withoutTime = (draft: BookingDraft): BookingDraft => ({ ...draft, start: undefined, hold: undefined });

/** The chosen services split into those the market offers and those it doesn't. */
export function splitByOffer(services: ServicesSelection | undefined, offeredIds: readonly string[]) {
  const kept = (services ?? []).filter((service) => offeredIds.includes(service.serviceId));
  const dropped = (services ?? []).filter((service) => !offeredIds.includes(service.serviceId));
  return { kept, dropped };
}

/** Another market: services it doesn't offer are dropped, and so is the time. */
export function chooseMarket(draft: BookingDraft, marketId: string, offeredIds: readonly string[]): BookingDraft {
  if (draft.marketId === marketId) return draft;
  const { kept } = splitByOffer(draft.services, offeredIds);
  return withoutTime({ ...draft, marketId, services: kept.length ? kept : undefined });
}

export function chooseServices(draft: BookingDraft, services: ServicesSelection | undefined): BookingDraft {
  if (sameServices(draft.services, services)) return draft;
  return withoutTime({ ...draft, services: services?.length ? services : undefined });
}

export function saveAddress(draft: BookingDraft, address: Address): BookingDraft {
  return { ...draft, address };
}

export function saveJobInfo(draft: BookingDraft, jobInfo: JobInfo): BookingDraft {
  return { ...draft, jobInfo };
}

export function saveContact(draft: BookingDraft, contact: JobContact): BookingDraft {
  return { ...draft, contact };
}

export function chooseStart(draft: BookingDraft, start: string): BookingDraft {
  if (draft.start === start) return draft;
  return { ...draft, start, hold: undefined };
}

/** The hold is gone (ran out, or given back); the chosen time stays, to be held again. */
export function dropHold(draft: BookingDraft): BookingDraft {
  return draft.hold ? { ...draft, hold: undefined } : draft;
}

export function saveHold(draft: BookingDraft, hold: DraftHold): BookingDraft {
  return { ...draft, start: hold.start, hold };
}

/** The time is gone (taken, or the hold ran out): pick another; everything else stays. */
export function dropTime(draft: BookingDraft): BookingDraft {
  return withoutTime(draft);
}

/** "Book with …": that provider is preferred; a hold with someone else goes (it is theirs no more). */
export function preferProvider(draft: BookingDraft, providerId: string): BookingDraft {
  const hold = draft.hold && draft.hold.providerId !== providerId ? undefined : draft.hold;
  return { ...draft, preferredProviderId: providerId, hold };
}

/** "How often?": every 1, 2 or 4 weeks makes the booking a plan's first visit; undefined is just once. */
export function chooseRepeat(draft: BookingDraft, everyWeeks: PlanEveryWeeks | undefined): BookingDraft {
  if (draft.repeat?.everyWeeks === everyWeeks) return draft;
  return { ...draft, repeat: everyWeeks ? { everyWeeks } : undefined };
}

/**
 * "Book again": a new draft with the job's market, services, address, description and contact,
 * and its provider preferred; the time is the customer's to pick (docs/repeat-business.md).
 */
export function draftFromJob(job: JobDetail, idempotencyKey: string): BookingDraft {
  return {
    version: 1,
    idempotencyKey,
    marketId: job.marketId,
    services: job.services.map(({ serviceId, quantity }) => ({ serviceId, quantity })),
    address: job.address ? { line1: job.address.line1, line2: job.address.line2, city: job.address.city, postalCode: job.address.postalCode } : undefined,
    jobInfo: { descriptionHtml: job.descriptionHtml, accessNotes: job.accessNotes ?? undefined, size: job.size },
    contact: job.contact ?? undefined,
    preferredProviderId: job.provider?.id,
  };
}
