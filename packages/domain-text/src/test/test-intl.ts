import { createIntl } from 'react-intl';
import { intlConfig, type Messages } from '@marketplace/i18n';
import german from '../messages/de.json';

/** The react-intl object a page in that language gives these functions (docs/languages.md). */
export const testIntl = (language: 'en' | 'de') => createIntl({ ...intlConfig(language, (language === 'de' ? german : {}) as Messages), onWarn: () => undefined });
