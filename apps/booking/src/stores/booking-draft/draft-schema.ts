import { z } from 'zod';
import {
  addressSchema,
  holdSchema,
  instantSchema,
  jobContactSchema,
  jobInfoSchema,
  marketIdSchema,
  servicesSelectionSchema,
  uuidSchema,
} from '@marketplace/contracts';

/** The hold as the draft keeps it: what the steps need, plus the provider's name for the summary. */
export const draftHoldSchema = holdSchema.pick({ id: true, providerId: true, start: true, expiresAt: true }).extend({ providerName: z.string() });
export type DraftHold = z.output<typeof draftHoldSchema>;

/**
 * A booking in progress, as stored in localStorage. Every part is checked with the API's own
 * schemas when read, so a draft from an older version or edited by hand is dropped, not used.
 */
export const bookingDraftSchema = z.object({
  version: z.literal(1),
  /** Created with the draft; placing the booking twice with it creates one job. */
  idempotencyKey: uuidSchema,
  marketId: marketIdSchema.optional(),
  services: servicesSelectionSchema.optional(),
  address: addressSchema.optional(),
  jobInfo: jobInfoSchema.optional(),
  contact: jobContactSchema.optional(),
  /** The chosen start time (ISO instant). */
  start: instantSchema.optional(),
  hold: draftHoldSchema.optional(),
});
export type BookingDraft = z.output<typeof bookingDraftSchema>;

export function parseDraft(value: unknown): BookingDraft | null {
  const result = bookingDraftSchema.safeParse(value);
  return result.success ? result.data : null;
}

export function newDraft(idempotencyKey: string): BookingDraft {
  return { version: 1, idempotencyKey };
}
