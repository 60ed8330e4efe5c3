/**
 * api-client's words in every language but English (the code's own text): docs/languages.md.
 * The shell loads them with its own (`rootCatalogues`): api-client is shared by every page.
 */
export const apiClientCatalogue = {
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo=en-XA'),
  'en-XB': () => import('./en.json?pseudo=en-XB'),
};
