// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the pseudo catalogues' module types, for whoever compiles this file (the API too)
/// <reference path="./pseudo-catalogues.d.ts" />
/** @marketplace/i18n's `Catalogue`, written out: contracts imports nothing but zod. */
type Catalogue = Record<'de' | 'en-XA' | 'en-XB', () => Promise<{ default: Record<string, string> }>>;

/**
 * contracts' words (the schemas' field messages) in every language but English. Loaded with
 * the page's root catalogues, as every app's forms show them. German brings zod's own German
 * messages too.
 */
export const contractsCatalogue: Catalogue = {
  de: () => Promise.all([import(/* webpackChunkName: "catalogue-de" */ './de.json'), import(/* webpackChunkName: "catalogue-de" */ './zod-german')]).then(([messages]) => messages),
  'en-XA': () => import(/* webpackChunkName: "catalogue-en-XA" */ './en.json?pseudo=en-XA'),
  'en-XB': () => import(/* webpackChunkName: "catalogue-en-XB" */ './en.json?pseudo=en-XB'),
};
