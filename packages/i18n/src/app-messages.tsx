import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { intlConfig } from './intl-config';
import { readCatalogues, type Catalogue, type Messages } from './catalogue';
import { usePageLocale } from './page-locale';

/** Messages already there, as a settled promise that React's `use()` reads without suspending. */
function settled(messages: Messages): Promise<Messages> {
  return Object.assign(Promise.resolve(messages), { status: 'fulfilled', value: messages });
}

/**
 * Always through `use()`, the words there or not: React replays a component that suspended here
 * once its catalogue arrives, and the replay must call the same hooks as the first attempt (a
 * replay without `use()` failed on the next hook, React's error #467, recovered as #520).
 */
function useCatalogues(catalogues: readonly Catalogue[], locale: string): Messages {
  const messages = readCatalogues(catalogues, locale);
  return use(messages instanceof Promise ? messages : settled(messages));
}

/**
 * An app's (or a package's) words, for the page's language, added to those of the apps around
 * it. A remote wraps its routes in this with its own catalogue and those of the packages it
 * bundles, so a team ships its text with its remote (docs/languages.md). Suspends while a
 * catalogue is fetched: put it inside the remote's loading boundary.
 */
export function AppMessages({ catalogues, children }: { catalogues: readonly Catalogue[]; children: ReactNode }) {
  const { locale } = usePageLocale();
  const parent = useIntl();
  const own = useCatalogues(catalogues, locale);
  const messages = useMemo(() => ({ ...parent.messages, ...own }) as Messages, [parent.messages, own]);
  return <IntlProvider {...intlConfig(locale, messages)}>{children}</IntlProvider>;
}

/** The page's root provider: the page's language and the words the shell draws. */
export function RootMessages({ catalogues, children }: { catalogues: readonly Catalogue[]; children: ReactNode }) {
  const { locale } = usePageLocale();
  const messages = useCatalogues(catalogues, locale);
  return <IntlProvider {...intlConfig(locale, messages)}>{children}</IntlProvider>;
}
