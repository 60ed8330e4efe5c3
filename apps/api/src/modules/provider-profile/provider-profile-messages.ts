import { defineMessages } from '@formatjs/intl';

/** What the provider's profile endpoints answer when they refuse (docs/languages.md): in the language of whoever asked. */
export const providerProfileMessages = defineMessages({
  endsBeforeStart: { id: 'api.error.provider-profile.ends-before-start', defaultMessage: 'Ends before it starts' },
  timeAlreadyOver: { id: 'api.error.provider-profile.time-already-over', defaultMessage: 'This time is already over' },
  atMostDays: { id: 'api.error.provider-profile.at-most-days', defaultMessage: 'At most {days} days at a time' },
  tooManyTimeOffs: { id: 'api.error.provider-profile.too-many-time-offs', defaultMessage: 'At most {count} periods of time off: remove one first' },
  onlyProviderTimeOff: { id: 'api.error.provider-profile.only-provider-time-off', defaultMessage: 'Only the provider can change their time off.' },
  noSuchTimeOff: { id: 'api.error.provider-profile.no-such-time-off', defaultMessage: 'There is no such time off.' },
  fileTooLarge: { id: 'api.error.provider-profile.file-too-large', defaultMessage: 'This file is larger than {megabytes, number} MB. Choose a smaller picture.' },
  largerThan: { id: 'api.error.provider-profile.larger-than', defaultMessage: 'Larger than {megabytes, number} MB' },
  cropNotValid: { id: 'api.error.provider-profile.crop-not-valid', defaultMessage: 'The crop is not valid. Choose the square again.' },
  sendAsUpload: { id: 'api.error.provider-profile.send-as-upload', defaultMessage: 'Send the picture as a file upload (multipart/form-data).' },
  unexpectedField: { id: 'api.error.provider-profile.unexpected-field', defaultMessage: 'Unexpected form field "{field}".' },
  sendInPictureField: { id: 'api.error.provider-profile.send-in-picture-field', defaultMessage: 'Send the file in the field called "picture".' },
  onePictureAtATime: { id: 'api.error.provider-profile.one-picture-at-a-time', defaultMessage: 'Send one picture at a time.' },
  tooManyFields: { id: 'api.error.provider-profile.too-many-fields', defaultMessage: 'The form has more fields than a picture upload needs.' },
  uploadUnreadable: { id: 'api.error.provider-profile.upload-unreadable', defaultMessage: 'The upload could not be read. Try again.' },
  choosePicture: { id: 'api.error.provider-profile.choose-picture', defaultMessage: 'Choose a picture to upload.' },
  cannotSeeSettings: { id: 'api.error.provider-profile.cannot-see-settings', defaultMessage: "You cannot see this provider's settings." },
  onlyProviderProfile: { id: 'api.error.provider-profile.only-provider-profile', defaultMessage: 'Only the provider can change their profile.' },
  notLiveMarkets: { id: 'api.error.provider-profile.not-live-markets', defaultMessage: 'Not a live market: {markets}' },
  notOfferedInYourMarkets: { id: 'api.error.provider-profile.not-offered-in-your-markets', defaultMessage: 'Not offered in your markets: {services}' },
  bioTooLong: { id: 'api.error.provider-profile.bio-too-long', defaultMessage: 'That bio is too long' },
  onlyProviderPicture: { id: 'api.error.provider-profile.only-provider-picture', defaultMessage: 'Only the provider can change their picture.' },
});
