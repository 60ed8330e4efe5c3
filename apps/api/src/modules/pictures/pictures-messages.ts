import { defineMessages } from '@formatjs/intl';

/** Why an uploaded picture is refused (docs/languages.md): in the language of whoever uploaded it. */
export const picturesMessages = defineMessages({
  noPicture: { id: 'api.error.pictures.no-picture', defaultMessage: 'There is no picture.' },
  fileEmpty: { id: 'api.error.pictures.file-empty', defaultMessage: 'The file is empty.' },
  wrongType: { id: 'api.error.pictures.wrong-type', defaultMessage: 'This is a {type} file. Upload a JPEG, PNG or WebP picture.' },
  notAPicture: { id: 'api.error.pictures.not-a-picture', defaultMessage: 'This file is not a picture. Upload a JPEG, PNG or WebP picture.' },
  fileAttached: { id: 'api.error.pictures.file-attached', defaultMessage: 'This picture has another file attached to it. Export or save it again as a plain picture and upload that.' },
  containsCode: { id: 'api.error.pictures.contains-code', defaultMessage: 'This picture contains web page or script code. Export or save it again as a plain picture and upload that.' },
  damaged: { id: 'api.error.pictures.damaged', defaultMessage: 'This picture is damaged or incomplete. Try another file.' },
  tooManyPixels: { id: 'api.error.pictures.too-many-pixels', defaultMessage: 'This picture has too many pixels ({width} × {height}). Use one of at most {megapixels} megapixels.' },
  tooSmall: { id: 'api.error.pictures.too-small', defaultMessage: 'This picture is too small. Use one at least {side} × {side} pixels.' },
  cropBeyond: { id: 'api.error.pictures.crop-beyond', defaultMessage: 'The crop goes beyond the picture. Choose the square again.' },
});
