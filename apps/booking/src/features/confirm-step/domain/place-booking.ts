import type { PlaceBooking } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { errorMessage } from '@marketplace/api-client/errors';
import type { BookingDraft } from '../../../stores/booking-draft/draft-schema';

/**
 * What placing the booking sends: the draft's parts, its idempotency key and the card's
 * payment-method id from the gateway's field, and `repeat` when it starts a plan; null if a part is missing.
 */
export function placeBookingBody(draft: BookingDraft, paymentMethod: string): PlaceBooking | null {
  const { hold, idempotencyKey, services, address, jobInfo, contact, repeat } = draft;
  if (!hold || !services || !address || !jobInfo || !contact) return null;
  return { holdId: hold.id, idempotencyKey, services, address, jobInfo, contact, paymentMethod, ...(repeat ? { repeat } : {}) };
}

export type PlaceFailure =
  | { kind: 'slot-taken' }
  | { kind: 'hold-expired' }
  | { kind: 'logged-out' }
  /** The card was refused (402): the hold stays, the customer tries another card. */
  | { kind: 'declined'; message: string }
  | { kind: 'fields'; fieldErrors: Record<string, string[]> }
  | { kind: 'other'; message: string };

/**
 * What a refused booking means for the customer. Messages are the API's (in the page's language
 * already), or api-client's words for a failure the API did not word (`errorMessage`).
 */
export function placeFailure(error: unknown): PlaceFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', message: errorMessage(error) };
  if (error.code === 'SLOT_TAKEN') return { kind: 'slot-taken' };
  if (error.code === 'HOLD_EXPIRED') return { kind: 'hold-expired' };
  if (error.status === 401) return { kind: 'logged-out' };
  if (error.code === 'PAYMENT_DECLINED') return { kind: 'declined', message: error.message };
  if (error.status === 400 && Object.keys(error.fieldErrors).length > 0) return { kind: 'fields', fieldErrors: error.fieldErrors };
  return { kind: 'other', message: errorMessage(error) };
}
