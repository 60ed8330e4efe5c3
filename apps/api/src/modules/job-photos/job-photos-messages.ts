import { defineMessages } from '@formatjs/intl';

/** What the job photo endpoints answer when they refuse (docs/languages.md): in the language of whoever asked. */
export const jobPhotosMessages = defineMessages({
  onlyProvider: { id: 'api.error.job-photos.only-provider', defaultMessage: 'Only the job’s provider adds its photos.' },
  beforeNotNow: { id: 'api.error.job-photos.before-not-now', defaultMessage: '“Before” photos are added once the job is confirmed and until it is completed.' },
  afterNotNow: { id: 'api.error.job-photos.after-not-now', defaultMessage: '“After” photos are added once the job has started and until it is completed.' },
  tooManyBefore: { id: 'api.error.job-photos.too-many-before', defaultMessage: 'A job can have at most {count} “before” photos. Remove one to add another.' },
  tooManyAfter: { id: 'api.error.job-photos.too-many-after', defaultMessage: 'A job can have at most {count} “after” photos. Remove one to add another.' },
  noSuchPhoto: { id: 'api.error.job-photos.no-such-photo', defaultMessage: 'There is no such photo on this job.' },
  removeOnlyOwn: { id: 'api.error.job-photos.remove-only-own', defaultMessage: 'Only the provider who added a photo removes it.' },
  removeNotNow: { id: 'api.error.job-photos.remove-not-now', defaultMessage: 'Photos stay once the job is completed: they are its record.' },
  afterPhotoRequired: {
    id: 'api.error.job-photos.after-photo-required',
    defaultMessage: 'This market asks for at least one “after” photo of the finished work: add one, then complete the job.',
  },
});
