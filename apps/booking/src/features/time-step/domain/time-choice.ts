import type { SlotsResponse } from '@marketplace/contracts';
import type { BookingDraft } from '../../../stores/booking-draft/draft-schema';
import { chooseStart, dropHold } from '../../../stores/booking-draft/draft-updates';

export interface TimeChoice {
  draft: BookingDraft;
  /** A hold on another time (still running) to give back. */
  releaseHoldId?: string;
}

/**
 * Choosing a start: a hold on that same time, still running, is kept (the customer just went
 * back and forth); any other hold is dropped, and given back if it hasn't run out.
 */
export function timeChoice(draft: BookingDraft, start: string, now: number): TimeChoice {
  const { hold } = draft;
  if (!hold) return { draft: chooseStart(draft, start) };
  const running = Date.parse(hold.expiresAt) > now;
  if (running && hold.start === start) return { draft: chooseStart(draft, start) };
  return { draft: chooseStart(dropHold(draft), start), releaseHoldId: running ? hold.id : undefined };
}

/** Whether a start is among the times on offer. */
export function isOffered(slots: SlotsResponse, start: string | undefined): boolean {
  return Boolean(start && slots.days.some((day) => day.slots.some((slot) => slot.start === start)));
}
