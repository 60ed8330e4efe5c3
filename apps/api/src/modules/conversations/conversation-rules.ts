import { messageLimits, type MessageSide } from '@marketplace/contracts';

const DAY_MS = 24 * 3_600_000;
const FINAL = ['completed', 'cancelled', 'no_show'];

/**
 * When the job ended (docs/conversations.md): for a job in a final status (completed,
 * cancelled, no_show), the later of the moment it got there and its scheduled end; null while
 * it has not ended.
 */
export function jobEnd(status: string, scheduledEnd: Date, finalAt: Date | null): Date | null {
  if (!FINAL.includes(status)) return null;
  return finalAt && finalAt > scheduledEnd ? finalAt : scheduledEnd;
}

/** Messages can be sent until 14 days after the job's end (null: it has not ended, open). */
export function openUntil(end: Date | null): Date | null {
  return end === null ? null : new Date(end.getTime() + messageLimits.openDays * DAY_MS);
}

export function isOpen(until: Date | null, now: Date): boolean {
  return until === null || now < until;
}

/**
 * Whether contact written into a message is masked for this reader (docs/conversations.md,
 * "Contact in messages"): always before a provider accepted the job; after that only for
 * whoever may not see the job's contact (docs/security.md). The author reads their own words.
 */
export function masksContact(input: { accepted: boolean; readerSeesJobContact: boolean; readerIsAuthor: boolean }): boolean {
  if (input.readerIsAuthor) return false;
  return !input.accepted || !input.readerSeesJobContact;
}

/** The side a reader writes as: the market team for managers and admins. */
export function sideOf(role: string): MessageSide {
  return role === 'customer' || role === 'provider' ? role : 'market';
}
