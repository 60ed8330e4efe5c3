import type { Catalogue } from '@marketplace/i18n';
import { remembered } from './loaded-words';

export { loadedWords } from './loaded-words';

/**
 * api-client's words in every language but English (the code's own text): docs/languages.md.
 * The shell loads them with its own (`rootCatalogues`): api-client is shared by every page.
 * What is loaded is kept, for the failures worded outside React (api-errors.ts `errorMessage`).
 */
export const apiClientCatalogue: Catalogue = {
  de: remembered('de', () => import(/* webpackChunkName: "catalogue-de" */ './de.json')),
  'en-XA': remembered('en-XA', () => import(/* webpackChunkName: "catalogue-en-XA" */ './en.json?pseudo=en-XA')),
  'en-XB': remembered('en-XB', () => import(/* webpackChunkName: "catalogue-en-XB" */ './en.json?pseudo=en-XB')),
};
