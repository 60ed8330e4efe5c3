import { z } from './zod';
import { listLimits, marketIdSchema, multiLineText, singleLineText, marketIdViewSchema, richTextMaxLength, timeZoneSchema, uuidSchema } from './common';
import { endpoint, noContent } from './endpoint';
import { marketParamsSchema, marketSummarySchema } from './markets';
import { providerCardSchema } from './providers';
import { routes } from './routes';
import { postalCodeSchema } from './waitlist';
import { repeatRequestSchema } from './plan-ref';
import { v } from './messages/validation-messages';

/** One chosen service: hours for per-hour services, how many for per-job ones (e.g. 2 TVs). */
export const serviceSelectionSchema = z.object({
  serviceId: z.string().check(z.trim(), z.minLength(1, v.chooseAService), z.maxLength(60, v.thatServiceIdIsTooLong)),
  quantity: z.number().check(z.int(v.useWholeNumbers), z.gte(1, v.atLeast1), z.lte(12, v.atMost12)),
});

/** A booking's services, and so its price lines. */
export const MAX_SERVICES_PER_BOOKING = 8;

export const servicesSelectionSchema = z.array(serviceSelectionSchema).check(z.minLength(1, v.chooseAtLeastOneService), z.maxLength(MAX_SERVICES_PER_BOOKING, v.atMost8ServicesInOne), z.refine((services) => new Set(services.map((service) => service.serviceId)).size === services.length, v.eachServiceAtMostOnce));
export type ServicesSelection = z.infer<typeof servicesSelectionSchema>;

/** An ISO 8601 instant with its offset or Z, e.g. `2026-12-03T14:30:00.000Z`. */
export const instantSchema = z.iso.datetime({ offset: true, message: v.notAValidDateAndTime }).check(z.maxLength(40, v.notAValidDateAndTime));

export const addressSchema = z.object({
  line1: singleLineText().check(z.minLength(3, v.enterTheStreetAndNumber), z.maxLength(120, v.atMost120Characters)),
  line2: z.optional(z.pipe(singleLineText().check(z.maxLength(120, v.atMost120Characters)), z.transform((line) => line || undefined))),
  city: singleLineText().check(z.minLength(2, v.enterTheCity), z.maxLength(80, v.atMost80Characters)),
  postalCode: postalCodeSchema,
});
export type Address = z.infer<typeof addressSchema>;

export const jobSizeSchema = z.enum(['small', 'medium', 'large']);

/**
 * What the provider needs to know. `descriptionHtml` comes from the rich-text editor (bold,
 * italic, lists, links); the API keeps only those and rejects an empty description.
 */
export const jobInfoSchema = z.object({
  descriptionHtml: z.string().check(z.maxLength(richTextMaxLength, v.thatDescriptionIsTooLong)),
  accessNotes: z.optional(z.pipe(multiLineText().check(z.maxLength(1000, v.atMost1000Characters)), z.transform((notes) => notes || undefined))),
  size: jobSizeSchema,
});
export type JobInfo = z.infer<typeof jobInfoSchema>;

/** Who the provider contacts about this job (may differ from the account's details). */
export const jobContactSchema = z.object({
  name: singleLineText().check(z.minLength(2, v.enterYourName), z.maxLength(100, v.thatNameIsTooLong)),
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254, v.thatEmailAddressIsTooLong), z.toLowerCase()), z.email(v.enterAValidEmailAddress)),
  phone: z.string().check(z.trim(), z.minLength(6, v.enterAPhoneNumberTheProvider), z.maxLength(25, v.thatPhoneNumberIsTooLong), z.regex(/^\+?[0-9 ().-]+$/, v.useDigitsSpacesAndOnly)),
});
export type JobContact = z.infer<typeof jobContactSchema>;

export const priceLineSchema = z.object({
  serviceId: z.string().check(z.maxLength(60)),
  name: z.string().check(z.maxLength(100)),
  unit: z.enum(['job', 'hour']),
  quantity: z.number().check(z.int()),
  unitPriceMinor: z.number().check(z.int()),
  amountMinor: z.number().check(z.int()),
});

/** A price in the market's minor units: lines, then the service fee and tax on their sum. */
export const priceBreakdownSchema = z.object({
  currency: z.string().check(z.length(3)),
  lines: z.array(priceLineSchema).check(z.maxLength(MAX_SERVICES_PER_BOOKING)),
  /** A plan's discount on the lines' sum (absent or 0: none); `subtotalMinor` is after it. */
  discountMinor: z.optional(z.number().check(z.int(), z.nonnegative())),
  subtotalMinor: z.number().check(z.int()),
  serviceFeeMinor: z.number().check(z.int()),
  taxMinor: z.number().check(z.int()),
  totalMinor: z.number().check(z.int()),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const quoteSchema = z.extend(priceBreakdownSchema, { durationMinutes: z.number().check(z.int(), z.positive()) });
export type Quote = z.infer<typeof quoteSchema>;

export const slotSchema = z.object({ start: instantSchema, end: instantSchema, providerCount: z.number().check(z.int(), z.positive()) });
export type Slot = z.infer<typeof slotSchema>;

/** Start times grouped by the market's calendar day (`date` is YYYY-MM-DD in `timeZone`). */
export const slotsResponseSchema = z.object({
  timeZone: timeZoneSchema,
  durationMinutes: z.number().check(z.int()),
  // The horizon is at most a year; a day has at most 25 hours of 10-minute steps.
  days: z.array(z.object({ date: z.string().check(z.maxLength(10)), slots: z.array(slotSchema).check(z.maxLength(160)) })).check(z.maxLength(370)),
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

export const holdSchema = z.object({
  id: uuidSchema,
  marketId: marketIdViewSchema,
  providerId: uuidSchema,
  start: instantSchema,
  end: instantSchema,
  expiresAt: instantSchema,
});
export type Hold = z.infer<typeof holdSchema>;

export const slotsRequestSchema = z.object({
  services: servicesSelectionSchema,
  /** Recorded with an empty search (unmet demand), so the market sees where capacity lacks. */
  postalCode: z.optional(postalCodeSchema),
});

export const bookingEndpoints = {
  coverage: endpoint({
    ...routes['booking.coverage'],
    access: 'public',
    summary: 'Which market serves a postal code (live, coming soon, or none)',
    tags: ['booking'],
    query: z.object({ postalCode: postalCodeSchema }),
    response: z.object({ status: z.enum(['live', 'coming_soon', 'none']), market: z.nullable(marketSummarySchema) }),
  }),
  quote: endpoint({
    ...routes['booking.quote'],
    access: 'public',
    summary: 'Price and duration of a selection of services in a market',
    tags: ['booking'],
    params: marketParamsSchema,
    body: z.object({ services: servicesSelectionSchema, repeat: z.optional(repeatRequestSchema) }),
    response: quoteSchema,
  }),
  slots: endpoint({
    ...routes['booking.slots'],
    access: 'public',
    rateLimit: 'slotSearch',
    summary: 'Available start times for the services, in the market’s time zone, grouped by day',
    tags: ['booking'],
    params: marketParamsSchema,
    body: slotsRequestSchema,
    response: slotsResponseSchema,
  }),
  providersAt: endpoint({
    ...routes['booking.providersAt'],
    access: 'public',
    rateLimit: 'slotSearch',
    summary: 'The providers free at a start time, with the price of the job with each',
    tags: ['booking'],
    params: marketParamsSchema,
    body: z.object({ services: servicesSelectionSchema, start: instantSchema }),
    response: z.object({ providers: z.array(z.object({ provider: providerCardSchema, totalMinor: z.number().check(z.int()) })).check(z.maxLength(listLimits.providersPerMarket)) }),
  }),
  hold: endpoint({
    ...routes['booking.hold'],
    access: 'authenticated',
    rateLimit: 'hold',
    summary: 'Hold a provider at a start time for a few minutes while the customer confirms (409 SLOT_TAKEN if gone)',
    tags: ['booking'],
    body: z.object({ marketId: marketIdSchema, providerId: uuidSchema, start: instantSchema, services: servicesSelectionSchema }),
    response: z.object({ hold: holdSchema }),
    status: 201,
  }),
  releaseHold: endpoint({
    ...routes['booking.releaseHold'],
    access: 'authenticated',
    summary: 'Give a held time back (the customer’s own holds)',
    tags: ['booking'],
    params: z.object({ holdId: uuidSchema }),
    response: noContent,
    status: 204,
  }),
};
