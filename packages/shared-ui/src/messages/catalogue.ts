import type { Catalogue } from '@marketplace/i18n';

/** shared-ui's words in every language but English; the shell loads them for the whole page. */
export const sharedUiCatalogue: Catalogue = {
  de: () => import(/* webpackChunkName: "catalogue-de" */ './de.json'),
  'en-XA': () => import(/* webpackChunkName: "catalogue-en-XA" */ './en.json?pseudo=en-XA'),
  'en-XB': () => import(/* webpackChunkName: "catalogue-en-XB" */ './en.json?pseudo=en-XB'),
};
