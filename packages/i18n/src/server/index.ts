export { chooseLanguage, type LanguageSources } from './choose-language';
export { requestLanguage } from './request-language';
export { languageCookie, languageCookieHeader } from '../cookie';
