import { createContext, useContext } from 'react';
import type { PageLocale } from './languages';

export interface PageLocaleState {
  /** The language the page is shown in (a pseudo-locale in development). */
  locale: PageLocale;
  /** Switches the page's language and remembers the choice (docs/languages.md). */
  setLocale: (locale: PageLocale) => void;
}

export const PageLocaleContext = createContext<PageLocaleState>({
  locale: 'en',
  setLocale: () => {
    throw new Error('setLocale needs the SiteLanguageProvider around the page');
  },
});

export function usePageLocale(): PageLocaleState {
  return useContext(PageLocaleContext);
}
