import type { MessageFormatElement } from 'react-intl';
import type { PageLocale } from './languages';

/** A catalogue's messages by id: compiled to ICU syntax trees at build time, strings in tests. */
export type Messages = Record<string, string | MessageFormatElement[]>;

/**
 * How one app or package loads its catalogue for each locale but English (whose text is the
 * code's own `defaultMessage`). Each loader is an `import()` of that locale's JSON, so a language
 * is fetched only by those who read it, with the code that shows it (docs/languages.md).
 */
export type Catalogue = Partial<Record<Exclude<PageLocale, 'en'>, () => Promise<{ default: Messages }>>>;

interface Entry {
  promise: Promise<Messages>;
  value?: Messages;
}

const loaded = new Map<Catalogue, Map<string, Entry>>();
const none: Messages = {};

function entryFor(catalogue: Catalogue, locale: string): Entry {
  let byLocale = loaded.get(catalogue);
  if (!byLocale) loaded.set(catalogue, (byLocale = new Map()));
  let entry = byLocale.get(locale);
  if (!entry) {
    const load = catalogue[locale as keyof Catalogue];
    // English (the code's own text) is there at once: nothing to wait for, no suspending.
    if (!load) {
      entry = { promise: Promise.resolve(none), value: none };
      byLocale.set(locale, entry);
      return entry;
    }
    const created: Entry = {
      promise: load().then(
        (module) => module.default,
        // A catalogue that cannot be fetched leaves its text in English rather than the page
        // broken; the next mount tries again.
        () => {
          byLocale.delete(locale);
          return none;
        },
      ),
    };
    created.promise.then((messages) => (created.value = messages));
    byLocale.set(locale, (entry = created));
  }
  return entry;
}

/** Starts fetching catalogues (before hydration, or on intent to switch language). */
export function preloadCatalogues(catalogues: readonly Catalogue[], locale: string): Promise<Messages> {
  return Promise.all(catalogues.map((catalogue) => entryFor(catalogue, locale).promise)).then((parts) => Object.assign({}, ...parts));
}

/**
 * The messages of `catalogues` in `locale` when all are loaded, else the promise to wait for
 * (for React's `use`, which then renders again).
 */
export function readCatalogues(catalogues: readonly Catalogue[], locale: string): Messages | Promise<Messages> {
  const entries = catalogues.map((catalogue) => entryFor(catalogue, locale));
  if (entries.every((entry) => entry.value)) return Object.assign({}, ...entries.map((entry) => entry.value));
  return preloadCatalogues(catalogues, locale);
}
