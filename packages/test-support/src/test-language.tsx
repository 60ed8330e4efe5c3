import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { intlConfig, PageLocaleContext, type Messages, type PageLocale } from '@marketplace/i18n';

/**
 * A `wrapper` for render() that shows the page in `locale` with `messages` (the app's catalogue
 * for it, imported in the test): `render(<Page />, { wrapper: testLanguage('de', german) })`.
 */
export function testLanguage(locale: PageLocale, messages: Messages, setLocale: (locale: PageLocale) => void = () => undefined) {
  return function TestLanguage({ children }: { children: ReactNode }) {
    return (
      <PageLocaleContext.Provider value={{ locale, setLocale }}>
        <IntlProvider {...intlConfig(locale, messages)}>{children}</IntlProvider>
      </PageLocaleContext.Provider>
    );
  };
}
