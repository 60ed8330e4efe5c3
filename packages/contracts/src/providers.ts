import { z } from 'zod';
import { listLimits, marketIdViewSchema, richTextMaxLength, uuidSchema } from './common';
import { routes } from './routes';
import { endpoint } from './endpoint';
import { marketParamsSchema } from './markets';

export const ratingSchema = z.object({
  /** 1–5 with one decimal, or null before the first review. */
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().nonnegative(),
});

/** A provider as listed in a market: enough to choose one. */
export const providerCardSchema = z.object({
  id: uuidSchema,
  displayName: z.string().max(100),
  pictureUrl: z.string().max(500).nullable(),
  rating: ratingSchema,
  /** Plain-text opening of the bio, at most 160 characters. */
  shortBio: z.string().max(160),
  serviceIds: z.array(z.string().max(60)).max(listLimits.services),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;

/** The public profile page. `bioHtml` is sanitized on the server (bold, italic, lists, links). */
export const providerProfileSchema = z.object({
  id: uuidSchema,
  displayName: z.string().max(100),
  pictureUrl: z.string().max(500).nullable(),
  bioHtml: z.string().max(richTextMaxLength),
  rating: ratingSchema,
  services: z.array(z.object({ id: z.string().max(60), name: z.string().max(100) })).max(listLimits.services),
  markets: z.array(z.object({ id: marketIdViewSchema, name: z.string().max(100) })).max(listLimits.markets),
  memberSince: z.iso.datetime().max(40),
  /** Per market the provider works in: the services they offer there, at that market's prices. */
  offers: z
    .array(
      z.object({
        marketId: marketIdViewSchema,
        marketName: z.string().max(100),
        currency: z.string().length(3),
        services: z
          .array(z.object({ id: z.string().max(60), name: z.string().max(100), unit: z.enum(['job', 'hour']), priceMinor: z.number().int().nonnegative() }))
          .max(listLimits.services),
      }),
    )
    .max(listLimits.markets),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

const timeOfDaySchema = z.string().max(5, 'Use HH:MM, e.g. 08:30').regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use HH:MM, e.g. 08:30');

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const availabilityIntervalSchema = z
  .object({ start: timeOfDaySchema, end: timeOfDaySchema })
  .refine((interval) => minutes(interval.start) < minutes(interval.end), { path: ['end'], message: 'Ends before it starts' });

/**
 * A provider's weekly hours, as wall-clock times in their market's time zone.
 * Weekdays are ISO: 1 = Monday … 7 = Sunday.
 */
export const weeklyAvailabilitySchema = z.object({
  days: z
    .array(
      z.object({
        weekday: z.number().int().min(1).max(7),
        intervals: z
          .array(availabilityIntervalSchema)
          .max(6, 'At most 6 intervals a day')
          .refine(
            (intervals) =>
              [...intervals]
                .sort((a, b) => minutes(a.start) - minutes(b.start))
                .every((interval, i, sorted) => i === 0 || minutes(sorted[i - 1]!.end) <= minutes(interval.start)),
            'Intervals of a day may not overlap',
          ),
      }),
    )
    .max(7, 'At most 7 days')
    .refine((days) => new Set(days.map((day) => day.weekday)).size === days.length, 'Each weekday at most once'),
});
export type WeeklyAvailability = z.infer<typeof weeklyAvailabilitySchema>;

export const providerParamsSchema = z.object({ providerId: uuidSchema });

/** `v` changes whenever the picture does, so the bytes can be cached for a year. */
export const providerPictureQuerySchema = z.object({
  v: z.string().max(64, 'That version is too long').optional(),
  /** Square side in pixels of an uploaded picture (a generated one is drawn at any size). */
  size: z.enum(['96', '256', '512']).default('256'),
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
    response: z.object({ providers: z.array(providerCardSchema).max(listLimits.providersPerMarket) }),
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
