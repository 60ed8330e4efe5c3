import type { ReactNode } from 'react';
import type { IntlConfig, MessageFormatElement } from 'react-intl';
import { formattingLocale, sourceLanguage } from './languages';
import type { Messages } from './catalogue';

/** Tags any message may use for emphasis, without each call passing them. */
const richTextElements = {
  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  em: (chunks: ReactNode) => <em>{chunks}</em>,
};

/**
 * A message missing from a catalogue falls back to English (the code's defaultMessage); the
 * catalogue check (`pnpm i18n:check`) is what keeps that from happening, so the page stays quiet.
 */
const onError: IntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  if (process.env.NODE_ENV !== 'production') console.error(error);
};

/**
 * FormatJS warns that `defaultRichTextElements` wants compiled messages. The page's are (the
 * build compiles them); tests and the prerender read catalogues as strings, which the full
 * parser they run with handles, tags included.
 */
const onWarn: IntlConfig['onWarn'] = (warning) => {
  if (!warning.includes('defaultRichTextElements')) console.warn(warning);
};

/** The props of every IntlProvider on the page: one place for the rules above. */
export function intlConfig(locale: string, messages: Messages) {
  return {
    locale: formattingLocale(locale),
    defaultLocale: formattingLocale(sourceLanguage),
    // Compiled in the browser, strings in tests and the prerender: react-intl takes either.
    messages: messages as Record<string, MessageFormatElement[]>,
    onError,
    onWarn,
    defaultRichTextElements: richTextElements,
  } satisfies Partial<IntlConfig>;
}
