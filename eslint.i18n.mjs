// @ts-check
/**
 * No visible text outside the catalogues (docs/languages.md): FormatJS's
 * `no-literal-string-in-jsx`, for every screen the apps and the UI packages draw, with a short
 * allow-list: text without a letter (punctuation, symbols, digits such as "·", "→", "24/7")
 * needs no translation. Proved by test/lint/lint-rules.test.ts.
 */
import formatjs from 'eslint-plugin-formatjs';

const literalRule = /** @type {import('eslint').Rule.RuleModule} */ (formatjs.rules['no-literal-string-in-jsx']);

/** @type {import('eslint').Rule.RuleModule} */
const noLiteralText = {
  meta: { ...literalRule.meta, messages: { noLiteralStringInJsx: 'Visible text comes from a catalogue: use <FormattedMessage> or intl.formatMessage (docs/languages.md).' } },
  create(context) {
    const withLetters = /\p{L}/u;
    const filtered = Object.create(context, {
      report: {
        value: (/** @type {import('eslint').Rule.ReportDescriptor & { node: import('estree').Node }} */ descriptor) => {
          if (withLetters.test(context.sourceCode.getText(descriptor.node))) context.report(descriptor);
        },
      },
    });
    return literalRule.create(filtered);
  },
};

export const i18nPlugin = { rules: { 'no-literal-text': noLiteralText } };

/** Props of our components that people read, besides FormatJS's defaults (aria-*, title, placeholder, alt). */
const readProps = '{label,description,hint,heading,title,message,caption,subtitle,emptyMessage,emptyTitle,confirmLabel,cancelLabel,actionLabel,summary,tooltip}';

/**
 * The screens: every app's and UI package's components. Not tests and their fixtures, nor a
 * remote's standalone harness (a developer's page the site never shows).
 */
export const i18nTextBlock = {
  files: ['apps/{shell,booking,provider,market}/src/**/*.tsx', 'packages/{shared-ui,account-ui,job-ui,session,error-reporting,mfe-contract,api-client}/src/**/*.tsx'],
  ignores: ['**/*.test.tsx', '**/test/**', '**/test-support/**', '**/*-fixtures.tsx', 'packages/mfe-contract/src/standalone.tsx'],
  plugins: { i18n: i18nPlugin },
  rules: { 'i18n/no-literal-text': ['error', { props: { include: [['*', readProps]] } }] },
};
