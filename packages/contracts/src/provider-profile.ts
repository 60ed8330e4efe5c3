import { z } from 'zod';
import { instantSchema } from './booking';
import { marketIdSchema, marketIdViewSchema, richTextMaxLength, singleLineText, timeZoneSchema, uuidSchema } from './common';
import { endpoint } from './endpoint';
import { providerParamsSchema, weeklyAvailabilitySchema } from './providers';
import { routes } from './routes';

/** Upper bounds of what a provider's own profile holds. */
export const profileLimits = { markets: 10, services: 50, timeOffEntries: 50, timeOffConflicts: 200, reviewsPerPage: 10 } as const;

/** The picture types accepted, recognised by their content. */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the picture upload accepts: the API's settings, so the page states them before a file is chosen. */
export const pictureLimitsSchema = z.object({
  maxBytes: z.number().int().positive(),
  maxPixels: z.number().int().positive(),
  minSide: z.number().int().positive(),
  types: z.array(z.enum(pictureTypes)).max(pictureTypes.length),
});
export type PictureLimits = z.infer<typeof pictureLimitsSchema>;

/** `2027-03-01T09:30`: a wall-clock date and time in the provider's market zone, as `<input type="datetime-local">` gives it. */
export const localDateTimeSchema = z
  .string()
  .max(16, 'Use a date and time, e.g. 2027-03-01T09:30')
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'Use a date and time, e.g. 2027-03-01T09:30');

export const newTimeOffSchema = z
  .object({
    start: localDateTimeSchema,
    end: localDateTimeSchema,
    reason: singleLineText().min(1, 'Say why, e.g. Holiday (only you and your market see it)').max(200, 'At most 200 characters'),
  })
  // Same-length ISO strings compare in time order.
  .refine((range) => range.start < range.end, { path: ['end'], message: 'Ends before it starts' });
export type NewTimeOff = z.infer<typeof newTimeOffSchema>;

export const timeOffEntrySchema = z.object({
  id: z.string().max(20),
  start: instantSchema,
  end: instantSchema,
  reason: z.string().max(200).nullable(),
});

/** A requested or confirmed job inside time off: the provider resolves it (nothing is cancelled for them). */
export const timeOffConflictSchema = z.object({
  jobId: uuidSchema,
  status: z.enum(['requested', 'confirmed']),
  start: instantSchema,
  end: instantSchema,
  services: z.array(z.string().max(100)).max(20),
  timeOffId: z.string().max(20),
});
export type TimeOffConflict = z.infer<typeof timeOffConflictSchema>;

export const timeOffStateSchema = z.object({
  /** The zone the provider's times are entered and shown in (their first market's). */
  timeZone: timeZoneSchema,
  entries: z.array(timeOffEntrySchema).max(profileLimits.timeOffEntries),
  conflicts: z.array(timeOffConflictSchema).max(profileLimits.timeOffConflicts),
});
export type TimeOffState = z.infer<typeof timeOffStateSchema>;

/** What the provider edits in one form: who they are, what they do, where. */
export const profileDetailsSchema = z.object({
  displayName: singleLineText().min(2, 'Enter the name customers see').max(80, 'At most 80 characters'),
  bioHtml: z.string().max(richTextMaxLength, 'That bio is too long'),
  serviceIds: z.array(z.string().max(60)).min(1, 'Choose at least one service').max(profileLimits.services),
  marketIds: z.array(marketIdSchema).min(1, 'Choose at least one market').max(profileLimits.markets, `At most ${profileLimits.markets} markets`),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

const marketChoiceSchema = z.object({
  id: marketIdViewSchema,
  name: z.string().max(100),
  timeZone: timeZoneSchema,
  services: z.array(z.object({ id: z.string().max(60), name: z.string().max(100) })).max(500),
});
export type MarketChoice = z.infer<typeof marketChoiceSchema>;

/** Everything the edit page shows and changes, in one answer. */
export const providerEditorSchema = z.object({
  id: uuidSchema,
  displayName: z.string().max(100),
  bioHtml: z.string().max(richTextMaxLength),
  pictureUrl: z.string().max(500),
  hasUploadedPicture: z.boolean(),
  serviceIds: z.array(z.string().max(60)).max(500),
  marketIds: z.array(marketIdViewSchema).max(1000),
  availability: weeklyAvailabilitySchema,
  timeOff: timeOffStateSchema,
  /** The live markets and the services active in each: what may be chosen. */
  choices: z.array(marketChoiceSchema).max(1000),
  pictureLimits: pictureLimitsSchema,
});
export type ProviderEditor = z.infer<typeof providerEditorSchema>;

/** An optional square crop, in pixels of the upright picture; the fields of the multipart body. */
export const pictureCropSchema = z.object({
  cropX: z.coerce.number().int('Whole pixels').min(0).max(100_000),
  cropY: z.coerce.number().int('Whole pixels').min(0).max(100_000),
  cropSize: z.coerce.number().int('Whole pixels').min(1).max(100_000),
});

export const pictureUploadResultSchema = z.object({ pictureUrl: z.string().max(500) });

export const providerReviewsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const providerReviewSchema = z.object({
  /** The customer's first name only. */
  firstName: z.string().max(100),
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(2000).nullable(),
  createdAt: instantSchema,
});
export type ProviderReview = z.infer<typeof providerReviewSchema>;

export const providerReviewsSchema = z.object({
  reviews: z.array(providerReviewSchema).max(profileLimits.reviewsPerPage),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type ProviderReviews = z.infer<typeof providerReviewsSchema>;

const timeOffParamsSchema = providerParamsSchema.extend({ timeOffId: z.string().max(20).regex(/^\d{1,18}$/, 'Not a valid id') });

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
