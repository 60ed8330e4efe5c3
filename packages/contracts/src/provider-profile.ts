import { z } from './zod';
import { instantSchema } from './booking';
import { marketIdSchema, marketIdViewSchema, richTextMaxLength, singleLineText, timeZoneSchema, uuidSchema } from './common';
import { endpoint } from './endpoint';
import { providerParamsSchema, weeklyAvailabilitySchema } from './providers';
import { routes } from './routes';
import { v } from './messages/validation-messages';

/** Upper bounds of what a provider's own profile holds. */
export const profileLimits = { markets: 10, services: 50, timeOffEntries: 50, timeOffConflicts: 200, reviewsPerPage: 10 } as const;

/** The picture types accepted, recognised by their content. */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the picture upload accepts: the API's settings, so the page states them before a file is chosen. */
export const pictureLimitsSchema = z.object({
  maxBytes: z.number().check(z.int(), z.positive()),
  maxPixels: z.number().check(z.int(), z.positive()),
  minSide: z.number().check(z.int(), z.positive()),
  types: z.array(z.enum(pictureTypes)).check(z.maxLength(pictureTypes.length)),
});
export type PictureLimits = z.infer<typeof pictureLimitsSchema>;

/** `2027-03-01T09:30`: a wall-clock date and time in the provider's market zone, as `<input type="datetime-local">` gives it. */
export const localDateTimeSchema = z.string().check(z.maxLength(16, v.useADateAndTimeE), z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, v.useADateAndTimeE));

export const newTimeOffSchema = z.object({
    start: localDateTimeSchema,
    end: localDateTimeSchema,
    reason: singleLineText().check(z.minLength(1, v.sayWhyEGHolidayOnly), z.maxLength(200, v.atMost200Characters)),
  }).check(z.refine((range) => range.start < range.end, { path: ['end'], message: v.endsBeforeItStarts }));
export type NewTimeOff = z.infer<typeof newTimeOffSchema>;

export const timeOffEntrySchema = z.object({
  id: z.string().check(z.maxLength(20)),
  start: instantSchema,
  end: instantSchema,
  reason: z.nullable(z.string().check(z.maxLength(200))),
});

/** A requested or confirmed job inside time off: the provider resolves it (nothing is cancelled for them). */
export const timeOffConflictSchema = z.object({
  jobId: uuidSchema,
  status: z.enum(['requested', 'confirmed']),
  start: instantSchema,
  end: instantSchema,
  services: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20)),
  timeOffId: z.string().check(z.maxLength(20)),
});
export type TimeOffConflict = z.infer<typeof timeOffConflictSchema>;

export const timeOffStateSchema = z.object({
  /** The zone the provider's times are entered and shown in (their first market's). */
  timeZone: timeZoneSchema,
  entries: z.array(timeOffEntrySchema).check(z.maxLength(profileLimits.timeOffEntries)),
  conflicts: z.array(timeOffConflictSchema).check(z.maxLength(profileLimits.timeOffConflicts)),
});
export type TimeOffState = z.infer<typeof timeOffStateSchema>;

/** What the provider edits in one form: who they are, what they do, where. */
export const profileDetailsSchema = z.object({
  displayName: singleLineText().check(z.minLength(2, v.enterTheNameCustomersSee), z.maxLength(80, v.atMost80Characters)),
  bioHtml: z.string().check(z.maxLength(richTextMaxLength, v.thatBioIsTooLong)),
  serviceIds: z.array(z.string().check(z.maxLength(60))).check(z.minLength(1, v.chooseAtLeastOneService), z.maxLength(profileLimits.services)),
  marketIds: z.array(marketIdSchema).check(z.minLength(1, v.chooseAtLeastOneMarket), z.maxLength(profileLimits.markets, v.atMost10Markets)),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

const marketChoiceSchema = z.object({
  id: marketIdViewSchema,
  name: z.string().check(z.maxLength(100)),
  timeZone: timeZoneSchema,
  services: z.array(z.object({ id: z.string().check(z.maxLength(60)), name: z.string().check(z.maxLength(100)) })).check(z.maxLength(500)),
});
export type MarketChoice = z.infer<typeof marketChoiceSchema>;

/** Everything the edit page shows and changes, in one answer. */
export const providerEditorSchema = z.object({
  id: uuidSchema,
  displayName: z.string().check(z.maxLength(100)),
  bioHtml: z.string().check(z.maxLength(richTextMaxLength)),
  pictureUrl: z.string().check(z.maxLength(500)),
  hasUploadedPicture: z.boolean(),
  serviceIds: z.array(z.string().check(z.maxLength(60))).check(z.maxLength(500)),
  marketIds: z.array(marketIdViewSchema).check(z.maxLength(1000)),
  availability: weeklyAvailabilitySchema,
  timeOff: timeOffStateSchema,
  /** The live markets and the services active in each: what may be chosen. */
  choices: z.array(marketChoiceSchema).check(z.maxLength(1000)),
  pictureLimits: pictureLimitsSchema,
});
export type ProviderEditor = z.infer<typeof providerEditorSchema>;

/** An optional square crop, in pixels of the upright picture; the fields of the multipart body. */
export const pictureCropSchema = z.object({
  cropX: z.coerce.number().check(z.int(v.wholePixels), z.gte(0), z.lte(100_000)),
  cropY: z.coerce.number().check(z.int(v.wholePixels), z.gte(0), z.lte(100_000)),
  cropSize: z.coerce.number().check(z.int(v.wholePixels), z.gte(1), z.lte(100_000)),
});

export const pictureUploadResultSchema = z.object({ pictureUrl: z.string().check(z.maxLength(500)) });

export const providerReviewsQuerySchema = z.object({ page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1) });

export const providerReviewSchema = z.object({
  /** The customer's first name only. */
  firstName: z.string().check(z.maxLength(100)),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  comment: z.nullable(z.string().check(z.maxLength(2000))),
  createdAt: instantSchema,
});
export type ProviderReview = z.infer<typeof providerReviewSchema>;

export const providerReviewsSchema = z.object({
  reviews: z.array(providerReviewSchema).check(z.maxLength(profileLimits.reviewsPerPage)),
  page: z.number().check(z.int(), z.gte(1)),
  pageSize: z.number().check(z.int(), z.gte(1)),
  total: z.number().check(z.int(), z.gte(0)),
});
export type ProviderReviews = z.infer<typeof providerReviewsSchema>;

const timeOffParamsSchema = z.extend(providerParamsSchema, { timeOffId: z.string().check(z.maxLength(20), z.regex(/^\d{1,18}$/, v.notAValidId)) });

export const providerProfileEndpoints = {
  editor: endpoint({
    ...routes['providerProfile.editor'],
    access: 'authenticated',
    summary: "A provider's profile as the editor shows it (the provider and admins; managers of their markets read it)",
    tags: ['provider profile'],
    params: providerParamsSchema,
    response: providerEditorSchema,
  }),
  updateDetails: endpoint({
    ...routes['providerProfile.updateDetails'],
    access: 'authenticated',
    summary: "Change a provider's name, bio, services and markets (the provider, admins)",
    tags: ['provider profile'],
    params: providerParamsSchema,
    body: profileDetailsSchema,
    response: providerEditorSchema,
  }),
  uploadPicture: endpoint({
    ...routes['providerProfile.uploadPicture'],
    access: 'authenticated',
    rateLimit: 'pictureUpload',
    summary: "Replace a provider's picture: multipart/form-data, optional cropX/cropY/cropSize fields then one `picture` file (the provider, admins)",
    tags: ['provider profile'],
    params: providerParamsSchema,
    consumes: ['multipart/form-data'],
    response: pictureUploadResultSchema,
  }),
  removePicture: endpoint({
    ...routes['providerProfile.removePicture'],
    access: 'authenticated',
    summary: "Go back to the generated picture (the provider, admins)",
    tags: ['provider profile'],
    params: providerParamsSchema,
    response: pictureUploadResultSchema,
  }),
  addTimeOff: endpoint({
    ...routes['providerProfile.addTimeOff'],
    access: 'authenticated',
    summary: 'Add time off, in the market zone; answers every time off and the booked jobs inside it (the provider, admins)',
    tags: ['provider profile'],
    params: providerParamsSchema,
    body: newTimeOffSchema,
    response: timeOffStateSchema,
    status: 201,
  }),
  removeTimeOff: endpoint({
    ...routes['providerProfile.removeTimeOff'],
    access: 'authenticated',
    summary: 'Remove time off (the provider, admins)',
    tags: ['provider profile'],
    params: timeOffParamsSchema,
    response: timeOffStateSchema,
  }),
  reviews: endpoint({
    ...routes['providerProfile.reviews'],
    access: 'public',
    summary: "A provider's reviews, newest first, a page at a time (customers' first names only)",
    tags: ['provider profile'],
    params: providerParamsSchema,
    query: providerReviewsQuerySchema,
    response: providerReviewsSchema,
  }),
};
