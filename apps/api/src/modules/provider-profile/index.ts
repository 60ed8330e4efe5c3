/* The public entry of provider-profile: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { readPictureForm } from './picture-form';
export type { PictureForm } from './picture-form';
export { forgetPicture, pictureLimits } from './pictures.service';
export { listMarketsWithServices } from './profile.repository';
export { firstNameOf } from './reviews.service';
export { pictureFormLimits } from './picture-form';
export { providerProfileRoutes } from './provider-profile.routes';
