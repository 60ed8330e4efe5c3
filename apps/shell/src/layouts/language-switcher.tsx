import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { isLanguage, isPseudoLocale, languageName, languages, usePageLocale, type PageLocale } from '@marketplace/i18n';
import { useSaveLanguage } from '@marketplace/session';
import styles from './site-footer.module.css';

/**
 * The footer's language choice (docs/languages.md): switches the page at once, and is kept in
 * the browser (and on the account, when logged in) for every later page.
 */
export function LanguageSwitcher() {
  const id = useId();
  const { locale, setLocale } = usePageLocale();
  const saveLanguage = useSaveLanguage();
  const choose = (value: string) => {
    if (!isLanguage(value) && !isPseudoLocale(value)) return;
    setLocale(value);
    if (isLanguage(value)) saveLanguage(value);
  };
  const options: PageLocale[] = isPseudoLocale(locale) ? [...languages, locale] : [...languages];
  return (
    <div className={styles.language}>
      <label htmlFor={id}>
        <FormattedMessage id="shell.footer.language" defaultMessage="Language" />
      </label>
      {/* Each language is named in itself ("Deutsch"), whatever the page's language: not translated. */}
      <select id={id} value={locale} onChange={(event) => choose(event.target.value)} translate="no">
        {options.map((option) => (
          <option key={option} value={option} lang={option}>
            {isLanguage(option) ? languageName(option) : option}
          </option>
        ))}
      </select>
    </div>
  );
}
