import type { Catalogue } from '@marketplace/i18n';

/** booking's words in every language but English (the code's own text): docs/languages.md. */
export const bookingCatalogue: Catalogue = {
  de: () => import(/* webpackChunkName: "catalogue-de" */ './de.json'),
  'en-XA': () => import(/* webpackChunkName: "catalogue-en-XA" */ './en.json?pseudo=en-XA'),
  'en-XB': () => import(/* webpackChunkName: "catalogue-en-XB" */ './en.json?pseudo=en-XB'),
};
