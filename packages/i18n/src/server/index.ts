export { chooseLanguage, type LanguageSources } from './choose-language';
export { requestLanguage } from './request-language';
