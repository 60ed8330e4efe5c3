import type { Catalogue } from '@marketplace/i18n';

/** job-ui's words in every language but English (the code's own text): docs/languages.md. */
export const jobUiCatalogue: Catalogue = {
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo=en-XA'),
  'en-XB': () => import('./en.json?pseudo=en-XB'),
};
