import type { Catalogue } from '@marketplace/i18n';

/** shared-ui's words in every language but English; the shell loads them for the whole page. */
export const sharedUiCatalogue: Catalogue = {
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo=en-XA'),
  'en-XB': () => import('./en.json?pseudo=en-XB'),
};
