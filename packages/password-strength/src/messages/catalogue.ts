/**
 * The password hints' words in every language but English (the code's own text): docs/languages.md.
 * Loaded with the strength meter (account-ui), on the screens that ask for a password; the API
 * merges the German into its own (apps/api/src/i18n/intl.ts).
 */
export const passwordStrengthCatalogue = {
  de: () => import('./de.json'),
  'en-XA': () => import('./en.json?pseudo=en-XA'),
  'en-XB': () => import('./en.json?pseudo=en-XB'),
};
