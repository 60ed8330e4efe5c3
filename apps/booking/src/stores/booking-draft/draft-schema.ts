import { z } from '@marketplace/contracts/zod';
import {
  addressSchema,
  holdSchema,
  instantSchema,
  jobContactSchema,
  jobInfoSchema,
  marketIdSchema,
  repeatRequestSchema,
  servicesSelectionSchema,
  uuidSchema,
} from '@marketplace/contracts';

/** The hold as the draft keeps it: what the steps need, plus the provider's name for the summary. */
export const draftHoldSchema = z.extend(z.pick(holdSchema, { id: true, providerId: true, start: true, expiresAt: true }), { providerName: z.string() });
export type DraftHold = z.output<typeof draftHoldSchema>;

/**
 * A booking in progress, as stored in localStorage. Every part is checked with the API's own
 * schemas when read, so a draft from an older version or edited by hand is dropped, not used.
 */
export const bookingDraftSchema = z.object({
  version: z.literal(1),
  /** Created with the draft; placing the booking twice with it creates one job. */
  idempotencyKey: uuidSchema,
  marketId: z.optional(marketIdSchema),
  services: z.optional(servicesSelectionSchema),
  address: z.optional(addressSchema),
  jobInfo: z.optional(jobInfoSchema),
  contact: z.optional(jobContactSchema),
  /** The chosen start time (ISO instant). */
  start: z.optional(instantSchema),
  hold: z.optional(draftHoldSchema),
  /**
   * The provider the customer asked for ("Book with …" on a profile, "Book again" on a job):
   * listed first and held at once when free at the chosen time (docs/repeat-business.md).
   */
  preferredProviderId: z.optional(uuidSchema),
  /** "How often?" at the confirm step: the booking becomes a plan's first visit (absent: just once). */
  repeat: z.optional(repeatRequestSchema),
});
export type BookingDraft = z.output<typeof bookingDraftSchema>;

export function parseDraft(value: unknown): BookingDraft | null {
  const result = bookingDraftSchema.safeParse(value);
  return result.success ? result.data : null;
}
