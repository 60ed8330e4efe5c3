import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PageLocaleContext, preloadCatalogues, RootMessages, textDirection, type Catalogue, type PageLocale } from '@marketplace/i18n';
import { accountUiCatalogue } from '@marketplace/account-ui/messages';
import { apiClientCatalogue } from '@marketplace/api-client/messages';
import { contractsCatalogue } from '@marketplace/contracts/messages';
import { sessionCatalogue } from '@marketplace/session/messages';
import { sharedUiCatalogue } from '@marketplace/shared-ui/messages';
import { shellCatalogue } from '../messages/catalogue';
import { rememberLanguage } from './remember-language';

/**
 * The words the shell draws: its own and those of the packages every page shares (the shell
 * provides them as singletons, so their words come with the shell), and the schemas' field
 * messages, which every app's forms show.
 */
export const rootCatalogues: readonly Catalogue[] = [shellCatalogue, sharedUiCatalogue, accountUiCatalogue, sessionCatalogue, contractsCatalogue, apiClientCatalogue];

/**
 * The page's language (docs/languages.md): chosen by the server for the first HTML (its
 * `<html lang>`), switched by the footer's switcher without a reload. The new language's words
 * are fetched before the page changes (a transition keeps the old page until then).
 */
export function SiteLanguage({ initialLocale, children }: { initialLocale: PageLocale; children: ReactNode }) {
  const [locale, setLocaleState] = useState(initialLocale);
  const setLocale = useCallback((next: PageLocale) => {
    void preloadCatalogues(rootCatalogues, next);
    rememberLanguage(next);
    startTransition(() => setLocaleState(next));
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = textDirection(locale);
  }, [locale]);
  const state = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <PageLocaleContext.Provider value={state}>
      <RootMessages catalogues={rootCatalogues}>{children}</RootMessages>
    </PageLocaleContext.Provider>
  );
}
