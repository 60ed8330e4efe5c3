import type { Messages } from '@marketplace/i18n';

type Load = () => Promise<{ default: Messages }>;
type Store = Map<string, Messages>;

/**
 * What the page loaded, per locale. This module is reached only through the `./messages` entry
 * (api-errors.ts imports it by the package's name): each entry of api-client is its own shared
 * module on the page (packages/build-config's shared-dependencies.mjs), so a relative import from
 * `./errors` would make a second, empty store.
 */
const store: Store = new Map();

/** A catalogue loader that keeps what it loaded, so failures can be worded without React (api-errors.ts). */
export function remembered(locale: string, load: Load): Load {
  return () =>
    load().then((module) => {
      store.set(locale, module.default);
      return module;
    });
}

/** api-client's words in `locale`, once the page has loaded them (the shell does, with its own). */
export const loadedWords = (locale: string): Messages | undefined => store.get(locale);
