/**
 * @testing-library/react as every web test imports it (mapped in jest.config.mjs), with one
 * change: what it renders sits inside the page's language, English, as on a page with no
 * catalogue loaded, because every component reads its words from react-intl
 * (docs/languages.md). A test of another language passes a `wrapper` made by `testLanguage`
 * (test-language.tsx), whose provider is the nearer one. The real library is required by its
 * path, which the mapping does not match.
 */
const { createElement } = require('react');
const { IntlProvider } = require('react-intl');
const { intlConfig } = require('@marketplace/i18n');
const library = require('../node_modules/@testing-library/react/dist/index.js');

const english = intlConfig('en', {});

function inEnglish(Wrapper) {
  return function EnglishPage({ children }) {
    return createElement(IntlProvider, english, Wrapper ? createElement(Wrapper, null, children) : children);
  };
}

module.exports = {
  ...library,
  render: (ui, options = {}) => library.render(ui, { ...options, wrapper: inEnglish(options.wrapper) }),
  renderHook: (callback, options = {}) => library.renderHook(callback, { ...options, wrapper: inEnglish(options.wrapper) }),
};
