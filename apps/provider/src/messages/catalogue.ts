import type { Catalogue } from '@marketplace/i18n';

/** provider's words in every language but English (the code's own text): docs/languages.md. */
export const providerCatalogue: Catalogue = {
  de: () => import(/* webpackChunkName: "catalogue-de" */ './de.json'),
  'en-XA': () => import(/* webpackChunkName: "catalogue-en-XA" */ './en.json?pseudo=en-XA'),
  'en-XB': () => import(/* webpackChunkName: "catalogue-en-XB" */ './en.json?pseudo=en-XB'),
};
