import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { sendImage } from '../../http/image-reply';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import type { PictureSize } from '../pictures';
import { readPictureForm } from '../provider-profile';
import { addJobPhoto, admitJobPhoto, getJobPhotos, readJobPhoto, removeJobPhoto } from './job-photos.service';

/** A job's before and after photos (docs/job-photos.md): added by its provider, seen by its parties. Answers are `no-store`. */
export function jobPhotoRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { jobPhotos } = apiEndpoints;
  route(jobPhotos.list, async ({ user, params }) => getJobPhotos(deps, user, params.jobId));
  // Rights first, then the rate limit: a refused caller's bytes are never read.
  route(jobPhotos.add, {
    admit: async ({ user, params, query }) => admitJobPhoto(deps, user, params.jobId, query.kind),
    handle: async ({ user, params, query, request }) => addJobPhoto(deps, user, params.jobId, query.kind, await readPictureForm(request, deps.config.pictures.maxBytes)),
  });
  route(jobPhotos.remove, async ({ user, params }) => removeJobPhoto(deps, user, params.jobId, params.photoId));
  route(jobPhotos.picture, async ({ user, params, query, reply }) => sendImage(reply, await readJobPhoto(deps, user, params.jobId, params.photoId, Number(query.size) as PictureSize)));
}
