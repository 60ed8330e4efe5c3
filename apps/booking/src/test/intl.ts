import { createIntl } from 'react-intl';
import { domainTextCatalogue } from '@marketplace/domain-text/messages/catalogue';
import { intlConfig, preloadCatalogues, type Messages } from '@marketplace/i18n';
import { jobUiCatalogue } from '@marketplace/job-ui/messages';
import { sharedUiCatalogue } from '@marketplace/shared-ui/messages';
import { bookingCatalogue } from '../messages/catalogue';

/** The react-intl object of an English page, for functions that take one (docs/languages.md). */
export const englishIntl = () => createIntl({ ...intlConfig('en', {}), onWarn: () => undefined });

/** Every German word a booking page shows: booking's and those of the packages it uses (`remote.catalogues` and shared-ui). */
export const germanMessages = (): Promise<Messages> => preloadCatalogues([bookingCatalogue, jobUiCatalogue, domainTextCatalogue, sharedUiCatalogue], 'de');

/** The react-intl object of a German page. */
export const germanIntl = async () => createIntl({ ...intlConfig('de', await germanMessages()), onWarn: () => undefined });
