import { api } from '@marketplace/api-client';

/**
 * Gives a held time back so others can book it. Best effort: a hold that can't be released
 * (already gone, offline) runs out by itself within minutes, so a failure is not the customer's
 * problem and is not shown.
 */
export function releaseHoldQuietly(holdId: string): void {
  api('booking.releaseHold', { params: { holdId } }).catch(() => undefined);
}
