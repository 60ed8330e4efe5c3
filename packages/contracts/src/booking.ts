import { z } from 'zod';
import { listLimits, marketIdSchema, multiLineText, singleLineText, marketIdViewSchema, richTextMaxLength, timeZoneSchema, uuidSchema } from './common';
import { endpoint, noContent } from './endpoint';
import { marketParamsSchema, marketSummarySchema } from './markets';
import { providerCardSchema } from './providers';
import { routes } from './routes';
import { postalCodeSchema } from './waitlist';

/** One chosen service: hours for per-hour services, how many for per-job ones (e.g. 2 TVs). */
export const serviceSelectionSchema = z.object({
  serviceId: z.string().trim().min(1, 'Choose a service').max(60, 'That service id is too long'),
  quantity: z.number().int('Use whole numbers').min(1, 'At least 1').max(12, 'At most 12'),
});

/** A booking's services, and so its price lines. */
export const MAX_SERVICES_PER_BOOKING = 8;

export const servicesSelectionSchema = z
  .array(serviceSelectionSchema)
  .min(1, 'Choose at least one service')
  .max(MAX_SERVICES_PER_BOOKING, `At most ${MAX_SERVICES_PER_BOOKING} services in one booking`)
  .refine((services) => new Set(services.map((service) => service.serviceId)).size === services.length, 'Each service at most once');
export type ServicesSelection = z.infer<typeof servicesSelectionSchema>;

/** An ISO 8601 instant with its offset or Z, e.g. `2026-12-03T14:30:00.000Z`. */
export const instantSchema = z.iso.datetime({ offset: true, message: 'Not a valid date and time' }).max(40, 'Not a valid date and time');

export const addressSchema = z.object({
  line1: singleLineText().min(3, 'Enter the street and number').max(120, 'At most 120 characters'),
  line2: singleLineText()
    .max(120, 'At most 120 characters')
    .transform((line) => line || undefined)
    .optional(),
  city: singleLineText().min(2, 'Enter the city').max(80, 'At most 80 characters'),
  postalCode: postalCodeSchema,
});
export type Address = z.infer<typeof addressSchema>;

export const jobSizeSchema = z.enum(['small', 'medium', 'large']);

/**
 * What the provider needs to know. `descriptionHtml` comes from the rich-text editor (bold,
 * italic, lists, links); the API keeps only those and rejects an empty description.
 */
export const jobInfoSchema = z.object({
  descriptionHtml: z.string().max(richTextMaxLength, 'That description is too long'),
  accessNotes: multiLineText()
    .max(1000, 'At most 1000 characters')
    .transform((notes) => notes || undefined)
    .optional(),
  size: jobSizeSchema,
});
export type JobInfo = z.infer<typeof jobInfoSchema>;

/** Who the provider contacts about this job (may differ from the account's details). */
export const jobContactSchema = z.object({
  name: singleLineText().min(2, 'Enter your name').max(100, 'That name is too long'),
  email: z.string().trim().max(254, 'That email address is too long').toLowerCase().pipe(z.email('Enter a valid email address')),
  phone: z
    .string()
    .trim()
    .min(6, 'Enter a phone number the provider can reach you on')
    .max(25, 'That phone number is too long')
    .regex(/^\+?[0-9 ().-]+$/, 'Use digits, spaces and + ( ) - only'),
});
export type JobContact = z.infer<typeof jobContactSchema>;

export const priceLineSchema = z.object({
  serviceId: z.string().max(60),
  name: z.string().max(100),
  unit: z.enum(['job', 'hour']),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  amountMinor: z.number().int(),
});

/** A price in the market's minor units: lines, then the service fee and tax on their sum. */
export const priceBreakdownSchema = z.object({
  currency: z.string().length(3),
  lines: z.array(priceLineSchema).max(MAX_SERVICES_PER_BOOKING),
  subtotalMinor: z.number().int(),
  serviceFeeMinor: z.number().int(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const quoteSchema = priceBreakdownSchema.extend({ durationMinutes: z.number().int().positive() });
export type Quote = z.infer<typeof quoteSchema>;

export const slotSchema = z.object({ start: instantSchema, end: instantSchema, providerCount: z.number().int().positive() });
export type Slot = z.infer<typeof slotSchema>;

/** Start times grouped by the market's calendar day (`date` is YYYY-MM-DD in `timeZone`). */
export const slotsResponseSchema = z.object({
  timeZone: timeZoneSchema,
  durationMinutes: z.number().int(),
  // The horizon is at most a year; a day has at most 25 hours of 10-minute steps.
  days: z.array(z.object({ date: z.string().max(10), slots: z.array(slotSchema).max(160) })).max(370),
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
  postalCode: postalCodeSchema.optional(),
});

export const bookingEndpoints = {
  coverage: endpoint({
    ...routes['booking.coverage'],
    access: 'public',
    summary: 'Which market serves a postal code (live, coming soon, or none)',
    tags: ['booking'],
    query: z.object({ postalCode: postalCodeSchema }),
    response: z.object({ status: z.enum(['live', 'coming_soon', 'none']), market: marketSummarySchema.nullable() }),
  }),
  quote: endpoint({
    ...routes['booking.quote'],
    access: 'public',
    summary: 'Price and duration of a selection of services in a market',
    tags: ['booking'],
    params: marketParamsSchema,
    body: z.object({ services: servicesSelectionSchema }),
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
    response: z.object({ providers: z.array(z.object({ provider: providerCardSchema, totalMinor: z.number().int() })).max(listLimits.providersPerMarket) }),
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
