import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { intlConfig } from './intl-config';
import { readCatalogues, type Catalogue, type Messages } from './catalogue';
import { usePageLocale } from './page-locale';

function useCatalogues(catalogues: readonly Catalogue[], locale: string): Messages {
  const messages = readCatalogues(catalogues, locale);
  return messages instanceof Promise ? use(messages) : messages;
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
