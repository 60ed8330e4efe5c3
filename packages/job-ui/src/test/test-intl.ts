import { createIntl } from 'react-intl';
import { domainTextCatalogue } from '@marketplace/domain-text/messages/catalogue';
import { intlConfig, preloadCatalogues, type Messages } from '@marketplace/i18n';
import { jobUiCatalogue } from '../messages/catalogue';

const intlOf = (language: 'en' | 'de', messages: Messages) => createIntl({ ...intlConfig(language, messages), onWarn: () => undefined });

/** The react-intl object of an English page (docs/languages.md). */
export const englishIntl = () => intlOf('en', {});

/** The same on a German page, with job-ui's words and those of domain-text it uses. */
export const germanIntl = async () => intlOf('de', await germanMessages());

/** job-ui's German and the domain-text German it shows, for a `testLanguage('de', …)` wrapper. */
export const germanMessages = () => preloadCatalogues([jobUiCatalogue, domainTextCatalogue], 'de');
