import { z } from './zod';
import { instantSchema } from './booking';
import { uuidSchema } from './common';
import { endpoint } from './endpoint';
import { pictureLimitsSchema } from './provider-profile';
import { routes } from './routes';

/**
 * Job photos (docs/job-photos.md): the job's provider adds "before" photos when starting and
 * "after" photos when completing; the customer, the provider, the market's managers and admins
 * see them. A market may require at least one "after" photo to complete.
 */
export const jobPhotoKinds = ['before', 'after'] as const;
export const jobPhotoKindSchema = z.enum(jobPhotoKinds);
export type JobPhotoKind = z.infer<typeof jobPhotoKindSchema>;

export const jobPhotoLimits = {
  /** Photos one job may have of each kind. */
  perKind: 10,
} as const;

/** The sizes a photo is served in (its longest side, WebP, never enlarged), as the pictures pipeline stores them. */
export const jobPhotoSizes = ['96', '256', '512'] as const;

export const jobPhotoSchema = z.object({
  id: uuidSchema,
  kind: jobPhotoKindSchema,
  /** Where its bytes are served (add `?size=96|256|512`; 256 without). */
  url: z.string().check(z.maxLength(200)),
  addedAt: instantSchema,
  /** Its author may remove it while the job is not completed. */
  can: z.object({ remove: z.boolean() }),
});
export type JobPhoto = z.infer<typeof jobPhotoSchema>;

export const jobPhotosSchema = z.object({
  /** Oldest first, "before" then "after". */
  photos: z.array(jobPhotoSchema).check(z.maxLength(jobPhotoLimits.perKind * jobPhotoKinds.length)),
  /** The job's market refuses a completion without an "after" photo. */
  requiresAfterPhoto: z.boolean(),
  /** What this viewer may add now (the job's provider, by the job's status and the limits). */
  can: z.object({ addBefore: z.boolean(), addAfter: z.boolean() }),
  perKind: z.number().check(z.int()),
  pictureLimits: pictureLimitsSchema,
});
export type JobPhotos = z.infer<typeof jobPhotosSchema>;

const jobParams = z.object({ jobId: uuidSchema });
const photoParams = z.object({ jobId: uuidSchema, photoId: uuidSchema });
export const jobPhotoAddQuerySchema = z.object({ kind: jobPhotoKindSchema });
export const jobPhotoPictureQuerySchema = z.object({ size: z._default(z.enum(jobPhotoSizes), '256') });
const tags = ['job photos'];

export const jobPhotoEndpoints = {
  list: endpoint({
    ...routes['jobPhotos.list'],
    access: 'authenticated',
    summary: 'A job’s before and after photos and what the viewer may add (the job’s customer and provider, its market’s managers, admins; 404 for anyone else)',
    tags,
    params: jobParams,
    response: jobPhotosSchema,
  }),
  add: endpoint({
    ...routes['jobPhotos.add'],
    access: 'authenticated',
    rateLimit: 'jobPhoto',
    summary: 'The job’s provider adds a photo: `?kind=before` (confirmed or in progress) or `?kind=after` (in progress); multipart/form-data with one `picture` file; at most 10 of each kind',
    tags,
    params: jobParams,
    query: jobPhotoAddQuerySchema,
    consumes: ['multipart/form-data'],
    response: jobPhotosSchema,
    status: 201,
  }),
  remove: endpoint({
    ...routes['jobPhotos.remove'],
    access: 'authenticated',
    summary: 'Its author removes a photo while the job is confirmed or in progress',
    tags,
    params: photoParams,
    response: jobPhotosSchema,
  }),
  picture: endpoint({
    ...routes['jobPhotos.picture'],
    access: 'authenticated',
    summary: 'A job photo’s bytes (WebP, the whole picture, `size` its longest side; never cached): the same people as the list',
    tags,
    params: photoParams,
    query: jobPhotoPictureQuerySchema,
    response: z.file(),
    produces: ['image/webp'],
  }),
};

