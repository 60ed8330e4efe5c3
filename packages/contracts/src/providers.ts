import { z } from './zod';
import { listLimits, marketIdViewSchema, richTextMaxLength, uuidSchema } from './common';
import { routes } from './routes';
import { endpoint } from './endpoint';
import { marketParamsSchema } from './markets';
import { v } from './messages/validation-messages';

export const ratingSchema = z.object({
  /** 1–5 with one decimal, or null before the first review. */
  average: z.nullable(z.number().check(z.gte(1), z.lte(5))),
  count: z.number().check(z.int(), z.nonnegative()),
});

/** A provider as listed in a market: enough to choose one. */
export const providerCardSchema = z.object({
  id: uuidSchema,
  displayName: z.string().check(z.maxLength(100)),
  pictureUrl: z.nullable(z.string().check(z.maxLength(500))),
  rating: ratingSchema,
  /** Plain-text opening of the bio, at most 160 characters. */
  shortBio: z.string().check(z.maxLength(160)),
  serviceIds: z.array(z.string().check(z.maxLength(60))).check(z.maxLength(listLimits.services)),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;

/** The public profile page. `bioHtml` is sanitized on the server (bold, italic, lists, links). */
export const providerProfileSchema = z.object({
  id: uuidSchema,
  displayName: z.string().check(z.maxLength(100)),
  pictureUrl: z.nullable(z.string().check(z.maxLength(500))),
  bioHtml: z.string().check(z.maxLength(richTextMaxLength)),
  rating: ratingSchema,
  services: z.array(z.object({ id: z.string().check(z.maxLength(60)), name: z.string().check(z.maxLength(100)) })).check(z.maxLength(listLimits.services)),
  markets: z.array(z.object({ id: marketIdViewSchema, name: z.string().check(z.maxLength(100)) })).check(z.maxLength(listLimits.markets)),
  memberSince: z.iso.datetime().check(z.maxLength(40)),
  /** Per market the provider works in: the services they offer there, at that market's prices. */
  offers: z.array(
      z.object({
        marketId: marketIdViewSchema,
        marketName: z.string().check(z.maxLength(100)),
        currency: z.string().check(z.length(3)),
        services: z.array(z.object({ id: z.string().check(z.maxLength(60)), name: z.string().check(z.maxLength(100)), unit: z.enum(['job', 'hour']), priceMinor: z.number().check(z.int(), z.nonnegative()) })).check(z.maxLength(listLimits.services)),
      }),
    ).check(z.maxLength(listLimits.markets)),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

const timeOfDaySchema = z.string().check(z.maxLength(5, v.useHhMmEG08), z.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, v.useHhMmEG08));

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const availabilityIntervalSchema = z.object({ start: timeOfDaySchema, end: timeOfDaySchema }).check(z.refine((interval) => minutes(interval.start) < minutes(interval.end), { path: ['end'], message: v.endsBeforeItStarts }));

/**
 * A provider's weekly hours, as wall-clock times in their market's time zone.
 * Weekdays are ISO: 1 = Monday … 7 = Sunday.
 */
export const weeklyAvailabilitySchema = z.object({
  days: z.array(
      z.object({
        weekday: z.number().check(z.int(), z.gte(1), z.lte(7)),
        intervals: z.array(availabilityIntervalSchema).check(z.maxLength(6, v.atMost6IntervalsADay), z.refine((intervals) =>
              [...intervals]
                .sort((a, b) => minutes(a.start) - minutes(b.start))
                .every((interval, i, sorted) => i === 0 || minutes(sorted[i - 1]!.end) <= minutes(interval.start)), v.intervalsOfADayMayNot)),
      }),
    ).check(z.maxLength(7, v.atMost7Days), z.refine((days) => new Set(days.map((day) => day.weekday)).size === days.length, v.eachWeekdayAtMostOnce)),
});
export type WeeklyAvailability = z.infer<typeof weeklyAvailabilitySchema>;

export const providerParamsSchema = z.object({ providerId: uuidSchema });

/** `v` changes whenever the picture does, so the bytes can be cached for a year. */
export const providerPictureQuerySchema = z.object({
  v: z.optional(z.string().check(z.maxLength(64, v.thatVersionIsTooLong))),
  /** Square side in pixels of an uploaded picture (a generated one is drawn at any size). */
  size: z._default(z.enum(['96', '256', '512']), '256'),
});

/** Where a provider's picture is served (the `pictureUrl` of cards and profiles points here). */
export const providerPicturePath = '/api/providers/:providerId/picture';

export const providerEndpoints = {
  listInMarket: endpoint({
    ...routes['providers.listInMarket'],
    access: 'public',
    summary: 'The providers working in a market',
    tags: ['providers'],
    cache: 'public',
    params: marketParamsSchema,
    response: z.object({ providers: z.array(providerCardSchema).check(z.maxLength(listLimits.providersPerMarket)) }),
  }),
  profile: endpoint({
    ...routes['providers.profile'],
    access: 'public',
    summary: "A provider's public profile",
    tags: ['providers'],
    cache: 'public',
    params: providerParamsSchema,
    response: providerProfileSchema,
  }),
  availability: endpoint({
    ...routes['providers.availability'],
    access: 'authenticated',
    summary: "A provider's weekly hours (the provider, managers of their markets, admins)",
    tags: ['providers'],
    params: providerParamsSchema,
    response: weeklyAvailabilitySchema,
  }),
  picture: endpoint({
    method: 'GET',
    path: providerPicturePath,
    access: 'public',
    summary: "A provider's picture (image bytes, cacheable for a year)",
    tags: ['providers'],
    params: providerParamsSchema,
    query: providerPictureQuerySchema,
    response: z.file(),
    produces: ['image/svg+xml', 'image/webp', 'image/jpeg', 'image/png'],
    cache: 'public',
  }),
  updateAvailability: endpoint({
    ...routes['providers.updateAvailability'],
    access: 'authenticated',
    summary: "Replace a provider's weekly hours (the provider, admins)",
    tags: ['providers'],
    params: providerParamsSchema,
    body: weeklyAvailabilitySchema,
    response: weeklyAvailabilitySchema,
  }),
};
