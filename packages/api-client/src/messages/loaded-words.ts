import type { Messages } from '@marketplace/i18n';

type Load = () => Promise<{ default: Messages }>;
type Store = Map<string, Messages>;

/*
 * Kept on `globalThis`, not in this module: each subpath of api-client is its own shared module
 * on the page (packages/build-config's shared-dependencies.mjs), so a map of this module's would
 * exist once in `./messages`, whose loaders the shell runs, and again in `./errors`, which reads it.
 */
const storeKey = Symbol.for('@marketplace/api-client: words loaded per locale');

function store(): Store {
  const global = globalThis as { [storeKey]?: Store };
  return (global[storeKey] ??= new Map());
}

/** A catalogue loader that keeps what it loaded, so failures can be worded without React (api-errors.ts). */
export function remembered(locale: string, load: Load): Load {
  return () =>
    load().then((module) => {
      store().set(locale, module.default);
      return module;
    });
}

/** api-client's words in `locale`, once the page has loaded them (the shell does, with its own). */
export const loadedWords = (locale: string): Messages | undefined => store().get(locale);
