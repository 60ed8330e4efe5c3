/* The public entry of pictures: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { checkPictureBytes, renderPicture } from './picture-processing';
export type { Crop, PictureSize } from './picture-processing';
export { deletePicture, readPicture, requireUploadedPicture, storePicture } from './picture-store';
export type { StoredPicture } from './picture-store';
