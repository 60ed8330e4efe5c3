import type { Catalogue } from '@marketplace/i18n';

/** The shell's words in every language but English (which is the code's own text). */
export const shellCatalogue: Catalogue = {
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo=en-XA'),
  'en-XB': () => import('./en.json?pseudo=en-XB'),
};
