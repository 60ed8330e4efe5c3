import type { Catalogue } from '@marketplace/i18n';

/** The shell's words in every language but English (which is the code's own text). */
export const shellCatalogue: Catalogue = {
  de: () => import(/* webpackChunkName: "catalogue-de" */ './de.json'),
  'en-XA': () => import(/* webpackChunkName: "catalogue-en-XA" */ './en.json?pseudo=en-XA'),
  'en-XB': () => import(/* webpackChunkName: "catalogue-en-XB" */ './en.json?pseudo=en-XB'),
};
