import { defineMessages } from '@formatjs/intl';

/** What the admin's markets and services endpoints answer when they refuse (docs/languages.md). */
export const adminCatalogueMessages = defineMessages({
  noSuchService: { id: 'api.error.admin-catalogue.no-such-service', defaultMessage: 'There is no such service.' },
  serviceNameTaken: { id: 'api.error.admin-catalogue.service-name-taken', defaultMessage: 'A service with this name exists already.' },
  nameTakenField: { id: 'api.error.admin-catalogue.name-taken-field', defaultMessage: 'Taken: choose another name' },
  adminsOnly: { id: 'api.error.admin-catalogue.admins-only', defaultMessage: 'Only admins manage markets and services.' },
  slugTaken: { id: 'api.error.admin-catalogue.slug-taken', defaultMessage: 'A market with this slug exists already.' },
  slugTakenField: { id: 'api.error.admin-catalogue.slug-taken-field', defaultMessage: 'Taken: choose another slug' },
  // Everything a market still lacks to go live, at once (launch-gaps.ts): `gaps` is their codes joined by "_and_".
  notReady: {
    id: 'api.error.admin-catalogue.not-ready',
    defaultMessage:
      'This market cannot go live yet. It needs {gaps, select, offerable_provider {at least one active provider (approved there, weekly hours set, not suspended, not paused)} priced_service {at least one active service with a price} other {at least one active provider (approved there, weekly hours set, not suspended, not paused), and at least one active service with a price}}.',
  },
});
