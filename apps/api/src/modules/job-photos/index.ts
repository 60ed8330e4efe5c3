/* The public entry of job-photos: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { completionRefusal } from './job-photo-rules';
export { afterPhotoState } from './job-photos.service';
export { jobPhotoRoutes } from './job-photos.routes';
