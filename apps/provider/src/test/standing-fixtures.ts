import type { OwnStatus, ProviderEditor } from '@marketplace/contracts';
import { providerUser } from './fixtures';

/** A new provider's profile: services chosen, nothing else yet (the first steps' starting point). */
export const newProviderEditor: ProviderEditor = {
  id: providerUser.providerId!,
  displayName: 'Maria Alvarez',
  bioHtml: '',
  pictureUrl: `/api/providers/${providerUser.providerId}/picture?v=abc`,
  hasUploadedPicture: false,
  serviceIds: ['home-cleaning'],
  marketIds: ['nyc'],
  availability: { days: [] },
  timeOff: { timeZone: 'America/New_York', entries: [], conflicts: [] },
  choices: [],
  pictureLimits: { maxBytes: 8 * 1024 * 1024, maxPixels: 40_000_000, minSide: 96, types: ['image/jpeg'] },
};
export const completeEditor: ProviderEditor = {
  ...newProviderEditor,
  bioHtml: '<p>Careful cleaning.</p>',
  hasUploadedPicture: true,
  availability: { days: [{ weekday: 1, intervals: [{ start: '09:00', end: '17:00' }] }] },
};
export const activeStatus: OwnStatus = { pausedAt: null, suspensions: [] };
